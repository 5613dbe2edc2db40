//@ expect: error
//@ include: _defs.rs

    const _: () = assert!(<field_of!(S, b) as Field>::OFFSET == 5);
    fn main() {}
