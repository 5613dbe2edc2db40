struct S { a: u8, b: String }
use std::marker::Destruct;
const Z: field_of!(S, b) = unsafe { std::mem::transmute(()) };
