//@ expect: run
//@ include: _defs.rs

    fn main() {
        let b: Box<dyn Any> = Box::new(frt::<field_of!(S, a)>());
        assert!(b.downcast_ref::<field_of!(S, a)>().is_some());
        assert!(b.downcast_ref::<field_of!(S, b)>().is_none());
    }
