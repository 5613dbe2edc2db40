//@ expect: run
#[repr(C)]
struct C { a: u8, b: u64, c: u16 }
struct R { a: u8, b: u64, c: u16 }
struct T3(u8, u32, u8);
struct G<A, B> { a: A, b: B }
fn main() {
    println!("C: {} {} {}", <field_of!(C, a) as Field>::OFFSET, <field_of!(C, b) as Field>::OFFSET, <field_of!(C, c) as Field>::OFFSET);
    assert_eq!(<field_of!(C, c) as Field>::OFFSET, 16);
    println!("R: {} {} {}", offset::<field_of!(R, a)>(), offset::<field_of!(R, b)>(), offset::<field_of!(R, c)>());
    assert_eq!(offset::<field_of!(R, c)>(), offset_of!(R, c));
    println!("T3: {}", offset::<field_of!(T3, 2)>());
    assert_eq!(offset::<field_of!(T3, 2)>(), offset_of!(T3, 2));
    println!("G: {}", offset::<field_of!(G<u8, u128>, b)>());
    assert_eq!(offset::<field_of!(G<u8, u128>, b)>(), offset_of!(G<u8, u128>, b));
    println!("tuple: {}", offset::<field_of!((u8, (u16, u64), u8), 1)>());
    assert_eq!(offset::<field_of!((u8, (u16, u64), u8), 1)>(), offset_of!((u8, (u16, u64), u8), 1));
}
