//@ expect: run
//@ include: _defs.rs

    fn main() { let v = [frt::<field_of!(S, a)>(); 3]; match v { [_a, .., _c] => {} } }
