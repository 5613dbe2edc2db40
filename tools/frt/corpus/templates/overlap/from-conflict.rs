//@ expect: error
        //@ include: _defs.rs
    impl<T> From<T> for field_of!(S, a) { fn from(_: T) -> Self { unsafe { std::mem::transmute(()) } } }
fn main() {}
