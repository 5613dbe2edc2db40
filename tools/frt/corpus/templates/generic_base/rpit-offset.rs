//@ include: _defs.rs

    fn g() -> G<impl Sized> { G { head: 0, v: 5u64 } }
    fn h<T>(_: &G<T>) -> usize { offset::<field_of!(G<T>, v)>() }
    fn main() { assert_eq!(h(&g()), offset_of!(G<u64>, v)); }
