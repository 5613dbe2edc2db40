#![feature(field_projections)]
#![allow(incomplete_features)]

use std::field::{Field, field_of};

#[test]
fn offsets_come_from_the_layout() {
    assert_eq!(app::OFFSETS, [0, 8]);
    assert_eq!(<field_of!(app::Point, y) as Field>::OFFSET, app::Y_OFFSET);
    assert_eq!(size_of::<field_of!(app::Point, x)>(), 0);
}
