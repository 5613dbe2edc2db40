//@ expect: run
//@ include: _defs.rs

    static SS: S = S { a: 3, b: 4 };
    static PB: &u32 = unsafe { &*(&SS as *const S).byte_add(<field_of!(S, b) as Field>::OFFSET).cast::<u32>() };
    fn main() { assert_eq!(*PB, 4); }
