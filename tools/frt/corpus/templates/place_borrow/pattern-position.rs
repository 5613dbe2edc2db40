//@ expect: error
fn main() { let @x = 1; }
