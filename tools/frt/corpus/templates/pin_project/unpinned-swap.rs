//@ expect: run
//@ include: _defs.rs
fn main() { let mut t = pin!(T { fut: cd(0), polls: 1, log: vec![9] }); let mut other = vec![1, 2]; std::mem::swap(&mut (*t).log, &mut other); assert_eq!((t.log.len(), other), (2, vec![9])); }
