//@ expect: error
//@ include: _defs.rs
struct M<'a> { m: &'a mut Leaf } fn f(p: NonNull<&M<'_>>) { unsafe { (*(*(*p)).m).x = 5 }; } fn main() {}
