mod a {
    pub mod b {
        pub struct S { pub x: u8, y: u8, pub(crate) z: u8, pub(super) w: u8, pub(in crate::a) v: u8 }
        pub struct T(pub u8, u8);
        pub(crate) struct Hidden { pub h: u8 }
        pub fn inside() -> usize { <super::super::field_of!(S, y) as super::super::Field>::OFFSET }
    }
    pub fn from_a() -> usize { <crate::field_of!(b::S, w) as crate::Field>::OFFSET }
}
use a::b::{S, T};
