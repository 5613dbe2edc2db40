struct S { a: u8, b: u32 }
enum Holder { A(field_of!(S, a)), B { f: field_of!(S, b), n: u8 }, C }
