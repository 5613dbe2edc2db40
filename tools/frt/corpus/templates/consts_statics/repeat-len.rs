//@ expect: run
//@ include: _defs.rs

    fn main() { let a = [0u8; <field_of!(S, b) as Field>::OFFSET]; assert_eq!(a.len(), 4); }
