//@ expect: error
//@ include: _defs.rs

    struct H<T> { a: T, b: Missing }
    fn f<T>() -> usize { <field_of!(H<T>, a) as Field>::OFFSET }
    fn main() { f::<u8>(); }
