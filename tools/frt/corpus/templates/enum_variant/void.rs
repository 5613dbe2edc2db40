//@ expect: error
//@ prelude: header
enum Void {}
fn main() { let _: PhantomData<field_of!(Void, V.x)> = PhantomData; }
