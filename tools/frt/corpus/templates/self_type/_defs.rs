struct S { a: u8, b: u32 }
struct G<T> { v: T, w: u16 }
enum E { V { x: u8 } }
union U { a: u8, b: u32 }
trait Tr { fn off() -> usize; }
