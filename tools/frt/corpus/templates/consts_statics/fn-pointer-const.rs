//@ expect: run
//@ include: _defs.rs

    const F: fn() -> usize = offset::<field_of!(S, c)>;
    fn main() { assert_eq!(F(), 8); }
