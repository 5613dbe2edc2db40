//@ features: const_type_id
//@ include: _defs.rs

    const ID: std::any::TypeId = std::any::TypeId::of::<field_of!(S, b)>();
    fn main() { assert_eq!(ID, std::any::TypeId::of::<field_of!(S, b)>()); }
