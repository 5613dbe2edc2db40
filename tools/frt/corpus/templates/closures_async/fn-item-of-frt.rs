//@ expect: run
//@ include: _defs.rs

    fn main() { let fs = [offset::<field_of!(S, a)>, offset::<field_of!(S, b)>]; assert_eq!(fs[1](), offset_of!(S, b)); }
