//@ expect: run
//@ include: _defs.rs

    fn main() { let _h: Holder<{ <field_of!(S, b) as Field>::OFFSET }> = Holder::<4>; }
