//@ expect: run
//@ include: _defs.rs

    thread_local! { static T: std::cell::Cell<Option<field_of!(S, a)>> = const { std::cell::Cell::new(None) }; }
    fn main() { T.with(|t| assert!(t.get().is_none())); }
