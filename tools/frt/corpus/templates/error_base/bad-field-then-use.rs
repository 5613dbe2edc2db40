//@ expect: error
//@ include: _defs.rs

    fn main() { let x: field_of!(S, c) = frt(); let _ = <field_of!(S, c) as Field>::OFFSET; let _y = x; }
