//@ expect: run
//@ include: _defs.rs

    fn main() { let mut s = S { a: 1, b: 2, c: "c".into() }; *project_mut::<field_of!(S, b)>(&mut s) = 9; assert_eq!(s.b, 9); }
