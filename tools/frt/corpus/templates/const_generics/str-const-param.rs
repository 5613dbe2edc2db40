//@ features: adt_const_params, unsized_const_params
//@ include: _defs.rs

    struct K<const NAME: &'static str> { k: u8 }
    fn main() { assert_eq!(offset::<field_of!(K<"x">, k)>(), 0); }
