//@ expect: run
//@ include: _defs.rs

    const F: field_of!(S, a) = unsafe { std::mem::transmute(()) };
    const ARR: [field_of!(S, a); 3] = [F; 3];
    fn main() { assert_eq!(size_of::<[field_of!(S, a); 3]>(), 0); let _ = ARR; }
