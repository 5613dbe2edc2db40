//@ expect: run
//@ include: _defs.rs
impl<F> T<F> { fn project(self: Pin<&mut Self>) -> (Pin<&mut F>, &mut u32) { (@Pin (*self).fut, &mut (*self).polls) } }
fn main() { let mut t = pin!(T { fut: cd(0), polls: 0, log: vec![] }); let (_f, n) = t.as_mut().project(); *n = 3; assert_eq!(t.polls, 3); }
