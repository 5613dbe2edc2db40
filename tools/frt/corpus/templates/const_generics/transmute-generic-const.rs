//@ features: transmute_generic_consts
//@ include: _defs.rs

    fn f<const N: usize>(x: [field_of!(A<N>, a); N]) -> [field_of!(A<N>, b); N] { unsafe { std::mem::transmute(x) } }
    fn main() { let _ = f::<2>([frt(), frt()]); }
