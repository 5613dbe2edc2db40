//@ expect: run
//@ include: _defs.rs

    fn main() {
        assert_eq!(<field_of!(S<'static, [u8]>, r) as Field>::OFFSET, offset_of!(S<'static, [u8]>, r));
        let s = S { n: 1, r: &[1u8, 2][..] };
        assert_eq!(project::<field_of!(S<'static, [u8]>, r)>(&s).len(), 2);
    }
