//@ expect: run
//@ include: _defs.rs

    struct Ptr<'a, T>(&'a T);
    impl<'a, T> Ptr<'a, T> { fn proj<F: Field<Base = T>>(&self) -> Ptr<'a, F::Type> { Ptr(project::<F>(self.0)) } }
    fn main() { let s = S { a: 1, b: 2, c: String::new() }; let p = Ptr(&s); assert_eq!(*p.proj::<field_of!(S, b)>().0, 2); }
