//@ expect: run
//@ include: _defs.rs

    fn main() { let s = S { a: 1, b: 2, c: "c".into() }; assert_eq!(project::<field_of!(S, c)>(&s), "c"); }
