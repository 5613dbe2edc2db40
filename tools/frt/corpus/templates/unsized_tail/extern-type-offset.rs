//@ features: extern_types
//@ include: _defs.rs

    unsafe extern "C" { type Opaque; }
    struct E { a: u8, o: Opaque }
    fn main() { let _ = <field_of!(E, a) as Field>::OFFSET; }
