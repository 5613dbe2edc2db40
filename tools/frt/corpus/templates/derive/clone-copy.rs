//@ expect: run
struct S { a: u8 }
#[derive(Clone, Copy)]
struct D { f: field_of!(S, a), n: u8 }
fn main() { let d = D { f: frt(), n: 1 }; let e = d; assert_eq!(d.n + e.n, 2); }
