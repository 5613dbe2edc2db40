//@ expect: error
//@ include: _defs.rs

    trait Ext2 { fn ext(&self) -> u8 { 5 } }
    impl<T: Copy> Ext2 for T {}
    fn main() { let x: field_of!(S, a) = frt(); x.ext(); }
