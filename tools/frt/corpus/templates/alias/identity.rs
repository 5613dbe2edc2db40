//@ expect: run
        //@ include: _defs.rs
    type Id<T> = T;
fn main() { assert_eq!(offset::<field_of!(Id<S>, b)>(), offset_of!(S, b)); }
