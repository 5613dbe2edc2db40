//@ expect: pass
        //@ include: _defs.rs
    fn f() where field_of!(S, a): Copy + Send + Sync + Unpin {}
fn main() { f(); }
