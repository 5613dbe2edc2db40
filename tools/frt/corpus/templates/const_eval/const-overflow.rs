//@ expect: error
//@ include: _defs.rs

    const X: u8 = (<field_of!(S, b) as Field>::OFFSET as u8) * 100;
    fn main() {}
