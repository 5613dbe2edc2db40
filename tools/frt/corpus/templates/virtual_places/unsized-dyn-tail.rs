//@ expect: run
//@ include: _defs.rs
struct C<S: ?Sized> { a: u8, t: S }
fn tail<S: ?Sized>(p: NonNull<C<S>>) -> NonNull<S> { unsafe { @NonNull (*p).t } }
fn main() { let mut b: Box<C<dyn std::fmt::Debug>> = Box::new(C { a: 1, t: 9u64 }); let p = NonNull::from(&mut *b); let t = tail(p); assert_eq!(t.as_ptr() as *const () as usize - p.as_ptr() as *const () as usize, 8); assert_eq!(format!("{:?}", unsafe { t.as_ref() }), "9"); assert_eq!(unsafe { (*p).a }, 1); let s: field_of!(C<[u64]>, t) = Default::default(); assert_eq!(std::field::Subplace::offset(&s, usize::MAX), (8, usize::MAX)); }
