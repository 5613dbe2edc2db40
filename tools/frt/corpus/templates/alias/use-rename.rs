//@ expect: run
        //@ include: _defs.rs
    use S as Renamed;
fn main() { assert_eq!(offset::<field_of!(Renamed, b)>(), offset_of!(S, b)); }
