//@ expect: run
//@ include: _defs.rs

    fn main() { match () { _ if <field_of!(S, a) as Field>::OFFSET <= 8 => {} _ => panic!() } }
