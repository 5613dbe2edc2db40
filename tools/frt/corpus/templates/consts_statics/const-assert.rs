//@ expect: pass
//@ include: _defs.rs

    const _: () = assert!(<field_of!(S, b) as Field>::OFFSET == 4);
    fn main() {}
