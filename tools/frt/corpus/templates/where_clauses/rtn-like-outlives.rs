//@ expect: pass
        //@ include: _defs.rs
    fn f<'a, T: 'a>() where field_of!(G<&'a T>, v): 'static {}
fn main() { f::<u8>(); }
