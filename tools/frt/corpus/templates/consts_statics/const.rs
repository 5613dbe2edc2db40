//@ expect: run
//@ include: _defs.rs

    const B: usize = <field_of!(S, b) as Field>::OFFSET;
    fn main() { assert_eq!(B, 4); }
