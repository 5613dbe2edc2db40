//@ expect: error
fn main() { drop((1, @)); let _ = 2; }
