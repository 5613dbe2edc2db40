//@ expect: run
//@ include: _defs.rs

    fn main() {
        let s = S { a: 4, b: 8 };
        let get = |s: &S| *project::<field_of!(S, b)>(s);
        assert_eq!(get(&s), 8);
    }
