//@ include: _defs.rs

    fn main() { let _ = offset::<field_of!(std::ops::RangeInclusive<u8>, exhausted)>(); }
