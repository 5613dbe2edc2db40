//@ expect: run
//@ include: _defs.rs

    fn main() { let mut a: field_of!(S, a) = frt(); let b = frt(); a.clone_from(&b); }
