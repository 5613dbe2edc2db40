//@ expect: run
//@ include: _defs.rs

    fn main() { let l = std::alloc::Layout::new::<field_of!(S, b)>(); assert_eq!((l.size(), l.align()), (0, 1)); }
