//@ expect: error
//@ prelude: header
#[repr(u8)]
enum R { A { x: u32 } = 3, B(u64) = 7 }
#[repr(C)]
enum C { A { x: u8, y: u64 } }
fn main() {
    let _ = type_name::<field_of!(R, A.x)>();
    let _ = type_name::<field_of!(C, A.y)>();
    let _ = <field_of!(C, A.y) as Field>::OFFSET;
}
