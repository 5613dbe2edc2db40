//@ expect: run
//@ include: _defs.rs

    trait Sub: Tr + Any {}
    impl Tr for field_of!(S, a) { fn n(&self) -> usize { 5 } }
    impl Sub for field_of!(S, a) {}
    fn main() { let s: &dyn Sub = &frt::<field_of!(S, a)>(); let t: &dyn Tr = s; assert_eq!(t.n(), 5); let _: &dyn Any = s; }
