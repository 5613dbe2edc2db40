//@ expect: error
//@ include: _defs.rs

        impl E {
            fn name() -> &'static str { type_name::<field_of!(Self, V.y)>() }
            fn bad() { is_field::<field_of!(Self, T.0)>(); }
        }
        fn main() {}
