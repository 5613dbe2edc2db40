//@ expect: run
//@ include: _defs.rs

    static P: usize = <field_of!(G<&'static str>, v) as Field>::OFFSET;
    static Q: &usize = &P;
    fn main() { assert_eq!(*Q, offset_of!(G<&'static str>, v)); }
