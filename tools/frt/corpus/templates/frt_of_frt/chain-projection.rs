//@ expect: run
//@ include: _defs.rs

    fn chain<'a, F1: Field, F2: Field<Base = F1::Type>>(b: &'a F1::Base) -> &'a F2::Type where F1::Type: 'a { project::<F2>(project::<F1>(b)) }
    fn main() {
        let s = S { a: 1, inner: In { x: 2, y: 3 } };
        assert_eq!(*chain::<field_of!(S, inner), field_of!(In, y)>(&s), 3);
    }
