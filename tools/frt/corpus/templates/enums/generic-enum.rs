//@ expect: error
//@ include: _defs.rs

    enum GE<T> { V { t: T } }
    fn f<T>() -> usize { <field_of!(GE<T>, V.t) as Field>::OFFSET }
    fn main() {}
