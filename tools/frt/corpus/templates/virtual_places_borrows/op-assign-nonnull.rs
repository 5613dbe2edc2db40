//@ expect: run
//@ include: _defs.rs
fn main() { let mut x = s(); let p = NonNull::from(&mut x); unsafe { (*p).a += 4; (*p).b <<= 3; (*p).inner.v *= (*p).inner.w; (*p).name += "n"; } assert_eq!((x.a, x.b, x.inner.v, x.name.as_str()), (5, 16, 12, "n")); }
