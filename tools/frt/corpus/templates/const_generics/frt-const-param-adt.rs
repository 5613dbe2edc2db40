//@ features: adt_const_params
//@ include: _defs.rs

    struct W<const F: field_of!(S, a)>;
    fn main() { let _: W<{ unsafe { std::mem::transmute::<(), field_of!(S, a)>(()) } }>; }
