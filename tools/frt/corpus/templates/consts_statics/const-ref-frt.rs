//@ expect: run
//@ include: _defs.rs

    const R: &field_of!(S, a) = &unsafe { std::mem::transmute::<(), field_of!(S, a)>(()) };
    fn main() { let _ = *R; }
