//@ features: specialization
//@ include: _defs.rs

    trait Out { type O; }
    impl<F: Field> Out for F { default type O = F::Type; }
    impl Out for field_of!(S, a) { type O = String; }
    fn main() { let _: <field_of!(S, a) as Out>::O = String::new(); }
