//@ expect: run
//@ include: _defs.rs

    impl<T> G<T> { fn off() -> usize { offset::<field_of!(Self, v)>() + offset::<field_of!(Self, w)>() } }
    fn main() { assert_eq!(G::<u64>::off(), offset_of!(G<u64>, v) + offset_of!(G<u64>, w)); }
