struct S { a: u8, b: u32 }
use std::any::Any;
trait Tr { fn n(&self) -> usize; }
