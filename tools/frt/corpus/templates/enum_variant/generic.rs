//@ expect: run
//@ prelude: header
enum G<T> { A { t: T }, B(T, T) }
fn g<T>() -> &'static str { type_name::<field_of!(G<T>, B.1)>() }
fn main() {
    let _: PhantomData<field_of!(G<u8>, A.t)> = PhantomData;
    assert!(g::<u32>().ends_with("B.1)"));
}
