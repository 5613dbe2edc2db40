struct S { a: u8, b: u8 }
struct G<T> { v: T }
struct R<'a> { r: &'a u8 }
fn same<T>(_: T, _: T) {}
