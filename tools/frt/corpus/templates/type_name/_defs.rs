struct S { a: u8, r#type: u32, r#fn: u8 }
struct G<'a, T, const N: usize> { v: &'a [T; N] }
enum E { V { x: u8 }, T(u8) }
