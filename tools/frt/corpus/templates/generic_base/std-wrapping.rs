//@ expect: run
//@ include: _defs.rs

    use std::num::Wrapping;
    fn main() {
        assert_eq!(<field_of!(Wrapping<u32>, 0) as Field>::OFFSET, 0);
        let w = Wrapping(5u32);
        assert_eq!(*project::<field_of!(Wrapping<u32>, 0)>(&w), 5);
    }
