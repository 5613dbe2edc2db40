//@ expect: pass
//@ include: _defs.rs
async fn go(mut t: Pin<&mut T<Cd>>) -> u32 { let f = @Pin (*t).fut; let v = f.await; (*t).polls += v; (*t).polls }
fn main() { let _ = go; }
