//@ expect: run
//@ include: _defs.rs

    static F: field_of!(S, a) = unsafe { std::mem::zeroed() };
    static mut M: field_of!(S, b) = unsafe { std::mem::transmute(()) };
    fn main() { let _x = F; let _y = unsafe { M }; }
