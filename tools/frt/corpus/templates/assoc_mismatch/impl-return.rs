//@ expect: error
//@ include: _defs.rs

    fn get<F: Field>(b: &F::Base) -> &F::Base { project::<F>(b) }
    fn main() {}
