fn is_field<F: Field>() {}
fn offset<F: Field>() -> usize { F::OFFSET }
fn project<F: Field>(base: &F::Base) -> &F::Type {
    let ptr: *const F::Base = base;
    unsafe { &*ptr.byte_add(F::OFFSET).cast::<F::Type>() }
}
fn project_mut<F: Field>(base: &mut F::Base) -> &mut F::Type {
    let ptr: *mut F::Base = base;
    unsafe { &mut *ptr.byte_add(F::OFFSET).cast::<F::Type>() }
}
fn frt<F: Copy>() -> F { unsafe { std::mem::zeroed() } }
