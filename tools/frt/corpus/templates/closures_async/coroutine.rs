//@ features: coroutines, coroutine_trait, stmt_expr_attributes
//@ include: _defs.rs

    use std::ops::{Coroutine, CoroutineState};
    use std::pin::Pin;
    fn main() {
        let mut c = #[coroutine] || { yield frt::<field_of!(S, a)>(); <field_of!(S, b) as Field>::OFFSET };
        let _ = Pin::new(&mut c).resume(());
        match Pin::new(&mut c).resume(()) { CoroutineState::Complete(o) => assert_eq!(o, offset_of!(S, b)), _ => panic!() }
    }
