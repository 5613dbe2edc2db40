//@ expect: error
//@ include: _defs.rs

    fn t<A: Field, B: Field>(a: A) -> B { unsafe { mem::transmute(a) } }
    fn main() {}
