//@ expect: error
struct S { value: u8 }
fn main() { let _: PhantomData<field_of!(S, valeu)> = PhantomData; }
