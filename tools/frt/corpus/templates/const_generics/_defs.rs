struct A<const N: usize> { a: [u8; N], b: u32 }
#[repr(C)]
struct S { a: u8, b: u32 }
struct Holder<const O: usize>;
