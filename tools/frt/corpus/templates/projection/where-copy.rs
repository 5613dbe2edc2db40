//@ expect: run
//@ include: _defs.rs

    fn get<F: Field>(b: &F::Base) -> F::Type where F::Type: Copy { *project::<F>(b) }
    fn main() { let g = G { h: 3, v: 'x' }; assert_eq!(get::<field_of!(G<char>, v)>(&g), 'x'); }
