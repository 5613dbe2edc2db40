//@ features: const_trait_impl, const_clone, const_destruct, const_closures
//@ include: _defs.rs

    const fn call<F: [const] FnOnce() -> usize>(f: F) -> usize { f() }
    const X: usize = call(const || <field_of!(S, a) as Field>::OFFSET);
    fn main() { assert_eq!(X, offset_of!(S, a)); }
