//@ expect: error
struct Point { x: u32 }
fn f<P: std::ops::Place>(p: P) { let _ = @P (*p).x; }
fn g<P: std::ops::Place<Target = Point>>(p: P) { let _ = @<P> (*p).x; }
fn main() {}
