//@ expect: error
struct In { x: u8 }
struct Out { i: In }
fn main() { let _: PhantomData<field_of!(Out, i.x)> = PhantomData; }
