//@ features: non_lifetime_binders
//@ include: _defs.rs

    fn f() where for<T> field_of!(G<T>, v): Field {}
    fn main() { f(); }
