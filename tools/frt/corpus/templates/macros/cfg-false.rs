//@ expect: pass
//@ include: _defs.rs

    #[cfg(false)]
    fn hidden() -> field_of!(Missing, nothing) { loop {} }
    fn main() {}
