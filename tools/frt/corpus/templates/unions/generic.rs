//@ expect: error
        //@ include: _defs.rs
    fn f<T: Copy>() { is_field::<field_of!(G<T>, t)>(); }
fn main() {}
