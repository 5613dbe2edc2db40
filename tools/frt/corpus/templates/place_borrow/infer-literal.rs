//@ expect: error
fn main() { let _ = @<_> 1; }
