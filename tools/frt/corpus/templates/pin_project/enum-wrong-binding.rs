//@ expect: error
//@ include: _defs.rs
fn f<F>(e: Pin<&mut E<F>>) { match e { E::Run { fut, n } => { let _: &mut F = fut; } _ => {} } }
fn main() {}
