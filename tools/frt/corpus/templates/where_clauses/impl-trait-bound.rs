//@ expect: run
//@ include: _defs.rs

    fn mk() -> impl Field<Base = S, Type = u32> + Copy { frt::<field_of!(S, b)>() }
    fn off<F: Field>(_: F) -> usize { F::OFFSET }
    fn main() { assert_eq!(off(mk()), offset_of!(S, b)); }
