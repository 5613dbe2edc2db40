//@ expect: run
//@ include: _defs.rs

    #[track_caller]
    fn t<F: Field>() -> u32 { std::panic::Location::caller().line() + F::OFFSET as u32 * 0 }
    fn main() { assert!(t::<field_of!(S, b)>() > 0); }
