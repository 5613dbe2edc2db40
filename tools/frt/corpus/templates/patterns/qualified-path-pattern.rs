//@ expect: run
//@ include: _defs.rs

    fn main() { match offset_of!(S, b) { <field_of!(S, b) as Field>::OFFSET => {} _ => panic!() } }
