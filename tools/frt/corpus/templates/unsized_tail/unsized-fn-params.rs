//@ features: unsized_fn_params
//@ include: _defs.rs

    fn f(x: <field_of!(T, tail) as Field>::Type) {}
    fn main() {}
