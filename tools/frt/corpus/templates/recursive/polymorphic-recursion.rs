//@ expect: error
struct G<T> { a: T }
fn rec<T>(n: usize) -> usize { if n == 0 { 0 } else { rec::<field_of!(G<T>, a)>(n - 1) } }
fn main() { rec::<u8>(3); }
