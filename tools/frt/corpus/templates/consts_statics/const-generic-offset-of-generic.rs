//@ expect: error
//@ include: _defs.rs

    fn f<T>() -> [u8; <field_of!(G<T>, v) as Field>::OFFSET] { todo!() }
    fn main() {}
