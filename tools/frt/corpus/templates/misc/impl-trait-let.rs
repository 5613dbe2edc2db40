//@ features: impl_trait_in_bindings
    //@ include: _defs.rs
fn main() { let x: impl Field = frt::<field_of!(S, a)>(); }
