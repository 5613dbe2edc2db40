//@ features: derive_from
struct S { a: u8 }
#[derive(From)]
struct W(field_of!(S, a));
fn main() { let _ = W::from(frt()); }
