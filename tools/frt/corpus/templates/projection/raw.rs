//@ expect: run
//@ include: _defs.rs

    fn raw<F: Field>(p: *mut F::Base) -> *mut F::Type { unsafe { p.byte_add(F::OFFSET).cast() } }
    fn main() { let mut g = G { h: 1, v: 7u64 }; unsafe { *raw::<field_of!(G<u64>, v)>(&mut g) += 1; } assert_eq!(g.v, 8); }
