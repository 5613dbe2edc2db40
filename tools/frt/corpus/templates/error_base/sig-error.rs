//@ expect: error
        //@ include: _defs.rs
    fn f(x: field_of!(G<Missing>, v)) -> <field_of!(G<Missing>, v) as Field>::Type { loop {} }
fn main() { f(frt()); }
