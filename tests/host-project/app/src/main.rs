#![feature(field_projections)]
#![allow(incomplete_features)]

use app::{OFFSETS, Point, Y_OFFSET, project};
use std::field::field_of;

fn main() {
    let p = Point { x: 3, y: 4 };
    let y = project::<field_of!(Point, y)>(&p);
    println!("offsets {OFFSETS:?}, y at {Y_OFFSET} is {y}");
}
