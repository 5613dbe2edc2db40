//@ expect: run
//@ include: _defs.rs

    static C: usize = <field_of!(S, c) as Field>::OFFSET;
    fn main() { assert_eq!(C, 8); }
