//@ expect: run
//@ include: _defs.rs

    fn main() {
        let r = std::panic::catch_unwind(|| std::panic::panic_any(frt::<field_of!(S, a)>()));
        assert!(r.unwrap_err().is::<field_of!(S, a)>());
    }
