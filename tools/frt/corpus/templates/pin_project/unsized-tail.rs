//@ include: _defs.rs
#[pin_project] struct D { n: u8, #[pin] f: [u8] }
fn f(d: Pin<&mut D>) { let _ = &mut (*d).n; let _ = @Pin (*d).f; }
fn main() {}
