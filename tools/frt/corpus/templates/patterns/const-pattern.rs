//@ expect: error
//@ include: _defs.rs

    const Z: field_of!(S, a) = unsafe { std::mem::transmute(()) };
    fn main() { match frt::<field_of!(S, a)>() { Z => {} } }
