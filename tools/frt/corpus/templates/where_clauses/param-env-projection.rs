//@ expect: pass
//@ include: _defs.rs

    fn f<F>() where F: Field<Type = u8>, field_of!(G<F>, v): Field<Type = F> { let _: F::Type = 1u8; }
    fn main() { f::<field_of!(S, a)>(); }
