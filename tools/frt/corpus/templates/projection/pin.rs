//@ expect: run
//@ include: _defs.rs

    use std::pin::Pin;
    fn pin_proj<F: Field>(p: Pin<&mut F::Base>) -> Pin<&mut F::Type> {
        unsafe { p.map_unchecked_mut(|b| project_mut::<F>(b)) }
    }
    fn main() { let mut s = S { a: 1, b: 2, c: String::new() }; let p = Pin::new(&mut s); *pin_proj::<field_of!(S, a)>(p) = 5; assert_eq!(s.a, 5); }
