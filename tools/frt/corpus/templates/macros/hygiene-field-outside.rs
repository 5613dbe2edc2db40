//@ expect: run
//@ include: _defs.rs

    macro_rules! mk { () => { struct H { hidden: u16 } } }
    mk!();
    fn main() { let _ = offset::<field_of!(H, hidden)>(); }
