//@ expect: run
        //@ include: _defs.rs
    type GA<T> = G<T>;
fn main() { assert_eq!(offset::<field_of!(GA<u32>, v)>(), 0); }
