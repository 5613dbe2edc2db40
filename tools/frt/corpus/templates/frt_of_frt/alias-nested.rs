//@ expect: run
//@ include: _defs.rs

    type A = field_of!(S, a);
    type B = field_of!(G<A>, v);
    type C = field_of!(G<B>, v);
    fn main() { let _ = type_name::<C>(); assert_eq!(offset::<C>(), offset_of!(G<B>, v)); }
