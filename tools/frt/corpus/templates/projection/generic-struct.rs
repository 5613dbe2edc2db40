//@ expect: run
//@ include: _defs.rs

    fn v<T>(g: &G<T>) -> &T { project::<field_of!(G<T>, v)>(g) }
    fn main() { assert_eq!(v(&G { h: 0, v: [1u8; 3] }), &[1, 1, 1]); }
