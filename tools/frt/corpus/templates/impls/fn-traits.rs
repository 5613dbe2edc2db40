//@ features: unboxed_closures, fn_traits
//@ include: _defs.rs

    impl FnOnce<()> for field_of!(S, a) { type Output = u8; extern "rust-call" fn call_once(self, _: ()) -> u8 { 3 } }
    fn main() { let f: field_of!(S, a) = frt(); assert_eq!(f(), 3); }
