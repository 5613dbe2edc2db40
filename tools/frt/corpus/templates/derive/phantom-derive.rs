//@ expect: run
struct S { a: u8 }
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct D { p: PhantomData<field_of!(S, a)> }
fn main() { assert_eq!(D::default(), D { p: PhantomData }); println!("{:?}", D::default()); }
