//@ expect: run
//@ include: _defs.rs

    trait DynClone { fn dc(&self) -> Box<dyn DynClone>; }
    impl<T: Clone + 'static> DynClone for T { fn dc(&self) -> Box<dyn DynClone> { Box::new(self.clone()) } }
    fn main() { let b: Box<dyn DynClone> = Box::new(frt::<field_of!(S, b)>()); let _c = b.dc(); }
