//@ expect: error
//@ include: _defs.rs
struct M<'a, T> { m: &'a mut T } fn f<T: Copy>(p: NonNull<&M<'_, (T, u8)>>) { unsafe { (*(*(*p)).m).1 = 5 }; } fn main() {}
