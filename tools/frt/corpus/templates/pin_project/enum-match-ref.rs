//@ expect: run
//@ include: _defs.rs
fn n<F>(e: Pin<&E<F>>) -> u32 { match e { E::Run { fut, n } => { let _: Pin<&F> = fut; *n } _ => 7 } }
fn main() { let e = pin!(E::Run { fut: cd(0), n: 4 }); assert_eq!(n(e.as_ref()), 4); }
