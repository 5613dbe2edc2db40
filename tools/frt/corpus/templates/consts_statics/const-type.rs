//@ expect: run
//@ include: _defs.rs

    const V: <field_of!(S, c) as Field>::Type = 5;
    fn main() { let _: u16 = V; }
