//@ expect: error
//@ features: builtin_syntax
    //@ include: _defs.rs
fn main() { let _: PhantomData<builtin # field_of[S, a]>; }
