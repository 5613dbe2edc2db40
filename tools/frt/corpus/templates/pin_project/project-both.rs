//@ expect: run
//@ include: _defs.rs
fn main() { let mut cx = Context::from_waker(Waker::noop()); let mut t = pin!(T { fut: cd(1), polls: 0, log: vec![] }); let f = @Pin (*t).fut; let n = &mut (*t).polls; *n += 1; assert_eq!(f.poll(&mut cx), Poll::Pending); (*t).log.push(1); (*t).polls += 1; assert_eq!(t.polls, 2); }
