//@ features: arbitrary_self_types
//@ include: _defs.rs

    struct P<T>(T);
    impl<T> std::ops::Receiver for P<T> { type Target = T; }
    impl field_of!(S, b) { fn via(self: P<Self>) -> u8 { 9 } }
    fn main() { assert_eq!(P(frt::<field_of!(S, b)>()).via(), 9); }
