//@ features: coroutines, stmt_expr_attributes
//@ include: _defs.rs

    fn off<T>(_: &T) -> usize { <field_of!((u16, T), 1) as Field>::OFFSET }
    fn main() { let co = #[coroutine] || { yield 1u8; 2u8 }; let _ = off(&co); let _ = off(&main); let _ = off(&(main as fn())); }
