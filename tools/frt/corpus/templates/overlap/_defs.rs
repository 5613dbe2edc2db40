struct S { a: u8, b: u32 }
trait Tr { fn v() -> u8; }
