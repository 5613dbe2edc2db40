//@ expect: run
//@ include: _defs.rs

    const fn set<F: Field>(b: &mut F::Base, v: F::Type) { unsafe { (b as *mut F::Base).byte_add(F::OFFSET).cast::<F::Type>().write(v) } }
    const V: S = { let mut s = S { a: 1, b: 2 }; set::<field_of!(S, b)>(&mut s, 9); s };
    fn main() { assert_eq!(V.b, 9); }
