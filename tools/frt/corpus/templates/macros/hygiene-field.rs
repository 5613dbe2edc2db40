//@ include: _defs.rs

    macro_rules! mk { ($name:ident) => { struct H { $name: u8, hidden: u16 } fn h() -> usize { offset::<field_of!(H, hidden)>() } } }
    mk!(shown);
    fn main() { let _ = offset::<field_of!(H, shown)>(); let _ = h(); }
