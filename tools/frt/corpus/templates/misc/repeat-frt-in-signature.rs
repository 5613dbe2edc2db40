//@ expect: run
//@ include: _defs.rs

    fn f(_: field_of!(S, a), _: field_of!(S, a), _: [field_of!(S, a); 2]) -> (field_of!(S, a), field_of!(S, b)) { (frt(), frt()) }
    fn main() { let _ = f(frt(), frt(), [frt(); 2]); }
