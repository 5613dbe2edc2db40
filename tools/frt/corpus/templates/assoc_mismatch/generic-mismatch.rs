//@ expect: error
        //@ include: _defs.rs
    fn f<T>(x: <field_of!(G<T>, v) as Field>::Type) -> u8 { x }
fn main() {}
