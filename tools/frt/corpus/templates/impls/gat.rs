//@ expect: run
//@ include: _defs.rs

    struct L { b: String }
    trait Lend { type Out<'x> where Self: 'x; fn lend<'x>(&self, b: &'x L) -> Self::Out<'x>; }
    impl Lend for field_of!(L, b) { type Out<'x> = &'x String; fn lend<'x>(&self, b: &'x L) -> &'x String { &b.b } }
    fn main() { let l = L { b: "x".into() }; assert_eq!(frt::<field_of!(L, b)>().lend(&l), "x"); }
