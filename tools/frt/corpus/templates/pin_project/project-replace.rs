//@ expect: run
//@ include: _defs.rs
#[pin_project(project_replace(ER))] enum E2<F> { Run { #[pin] fut: F, n: u32 }, Done(u32) }
enum ER<F> { Run { fut: std::marker::PhantomData<F>, n: u32 }, Done(u32) }
fn main() { let mut e = pin!(E2::Run { fut: cd(1), n: 4 }); match e.as_mut().project_replace(E2::Done(9)) { ER::Run { n, .. } => assert_eq!(n, 4), ER::Done(_) => unreachable!() } assert!(matches!(*e, E2::Done(9))); }
