struct S { a: u8, b: u32 }
struct G<T> { v: T }
trait Tr { type Out; }
impl Tr for S { type Out = S; }
