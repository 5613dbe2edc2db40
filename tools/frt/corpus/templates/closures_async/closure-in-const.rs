//@ expect: run
//@ include: _defs.rs

    const C: fn(field_of!(S, a)) -> usize = |_| <field_of!(S, b) as Field>::OFFSET;
    fn main() { assert_eq!(C(frt()), offset_of!(S, b)); }
