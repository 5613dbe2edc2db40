extern crate frt_lib;
#[doc(inline)] pub use frt_lib::PairB;
#[doc(inline)] pub use frt_lib::{project, offset_of_field, WrapperValue, PAIR_B_OFFSET};
fn main() {}
