//@ expect: error
//@ include: _defs.rs
struct C<S: ?Sized> { a: u8, t: S }
fn tail<S: ?Sized>(p: NonNull<C<S>>) -> NonNull<S> { unsafe { @NonNull (*p).tt } }
fn main() {}
