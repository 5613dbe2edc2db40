//@ expect: run
//@ include: _defs.rs

    fn main() { let x = [0u16; <field_of!(A<12>, b) as Field>::OFFSET]; assert_eq!(x.len(), offset_of!(A<12>, b)); }
