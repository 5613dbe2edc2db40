#![feature(field_projections)]
#![allow(incomplete_features)]

use app::{OFFSETS, Point, Y_OFFSET, project};
use std::field::field_of;
use std::ptr::NonNull;

fn main() {
    let p = Point { x: 3, y: 4 };
    let y = project::<field_of!(Point, y)>(&p);
    println!("offsets {OFFSETS:?}, y at {Y_OFFSET} is {y}");

    let mut q = Point { x: 5, y: 6 };
    let pq = NonNull::from(&mut q);
    // SAFETY: `pq` points to `q`, which nothing else uses while `qy` is used.
    let qy = unsafe { @NonNull (*pq).y };
    // SAFETY: as above.
    let qy_value = unsafe { *qy.as_ptr() };
    let names = Point::FIELD_NAMES;
    let frt: field_of!(Point, x) = Default::default();
    println!("fields {names:?}, q.y is {qy_value}, {frt:?}");
}
