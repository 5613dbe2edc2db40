//@ expect: run
//@ include: _defs.rs

    impl Iterator for field_of!(S, a) { type Item = usize; fn next(&mut self) -> Option<usize> { None } }
    fn main() { for _ in frt::<field_of!(S, a)>() {} }
