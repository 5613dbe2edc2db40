//@ expect: run
//@ include: _defs.rs

    fn main() { let x = frt::<field_of!(S, a)>(); assert_eq!(x.type_id(), std::any::TypeId::of::<field_of!(S, a)>()); }
