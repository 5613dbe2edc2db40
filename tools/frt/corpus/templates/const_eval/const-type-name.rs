//@ features: const_type_name
//@ include: _defs.rs

    const N: &str = type_name::<field_of!(S, b)>();
    fn main() { assert!(N.starts_with("field_of!(")); }
