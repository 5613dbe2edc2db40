//@ expect: run
//@ include: _defs.rs

    struct R<'a> { y: &'a u8 }
    impl<'a> field_of!(R<'a>, y) { fn get(r: &R<'a>) -> &'a u8 { r.y } }
    fn main() { let v = 9; assert_eq!(*<field_of!(R<'_>, y)>::get(&R { y: &v }), 9); }
