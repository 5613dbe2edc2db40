//@ expect: error
        //@ include: _defs.rs
    fn f<T>() { is_field::<field_of!(PG<T>, t)>(); }
fn main() {}
