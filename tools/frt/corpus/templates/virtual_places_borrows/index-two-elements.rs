//@ expect: error
//@ include: _defs.rs
fn f(mut b: Box<S>) { let x = @<&mut u32> (*b).arr[0]; let y = @<&mut u32> (*b).arr[1]; *x = *y; } fn main() {}
