//@ expect: error
//@ include: _defs.rs

    impl std::fmt::Debug for field_of!(S, b) { fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { f.write_str("S.b") } }
    fn main() { assert_eq!(format!("{:?}", frt::<field_of!(S, b)>()), "S.b"); }
