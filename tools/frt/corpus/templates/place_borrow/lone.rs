//@ expect: error
fn main() { let _ = @; }
