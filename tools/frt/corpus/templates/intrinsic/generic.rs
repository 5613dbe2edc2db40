//@ features: core_intrinsics
        //@ include: _defs.rs
    fn g<F: Field>() -> usize { field_offset::<F>() }
fn main() { assert_eq!(g::<field_of!(S, b)>(), offset_of!(S, b)); }
