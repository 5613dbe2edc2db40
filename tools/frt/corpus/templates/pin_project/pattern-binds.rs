//@ expect: run
//@ include: _defs.rs
fn main() { let mut t = pin!(T { fut: cd(0), polls: 1, log: vec![] }); let T { fut, polls, log } = t.as_mut(); let _: Pin<&mut Cd> = fut; *polls += 1; log.push(2); assert_eq!((t.polls, t.log.len()), (2, 1)); }
