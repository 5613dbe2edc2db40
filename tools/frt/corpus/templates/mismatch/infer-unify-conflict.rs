//@ expect: error
//@ include: _defs.rs

    fn main() { let x: field_of!(G<_>, v) = frt(); same(x, frt::<field_of!(G<u8>, v)>()); same(x, frt::<field_of!(G<u16>, v)>()); }
