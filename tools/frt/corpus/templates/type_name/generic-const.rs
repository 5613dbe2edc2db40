//@ expect: run
//@ include: _defs.rs

    fn main() { let n = type_name::<field_of!(G<'static, u8, 3>, v)>(); assert!(n.contains("u8, 3>"), "{n}"); }
