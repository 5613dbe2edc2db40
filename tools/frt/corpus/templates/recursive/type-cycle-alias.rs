//@ expect: run
type X = field_of!(Y, a);
struct Y { a: X }
fn main() { let _ = size_of::<Y>(); }
