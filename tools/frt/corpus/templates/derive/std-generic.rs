//@ expect: run
use std::hash::Hash;
struct S { a: u8 }
union U { x: u8 }
fn make<F: Default + Ord + Hash + std::fmt::Debug + Copy + Send + Sync>() -> F { F::default() }
fn field<F: Field>(f: F) -> (F, F) { (f, f) }
fn main() {
    let a = make::<field_of!(S, a)>();
    let u = make::<field_of!(U, x)>();
    assert_eq!(a, field(a).1);
    assert!(u <= u);
}
