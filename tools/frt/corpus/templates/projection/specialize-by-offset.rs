//@ expect: run
//@ include: _defs.rs

    fn is_first<F: Field>() -> bool { F::OFFSET == 0 }
    fn main() { assert!(is_first::<field_of!(S, a)>()); assert!(!is_first::<field_of!(S, c)>()); }
