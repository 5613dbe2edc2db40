//@ include: _defs.rs

    enum Never {}
    struct N { n: Never }
    fn f(x: Option<field_of!(N, n)>) { match x { Some(_) => {} None => {} } }
    fn main() { f(None); }
