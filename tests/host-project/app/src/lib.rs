//! Field projections written once for every field of every struct.
//!
//! ```
//! #![feature(field_projections)]
//! #![allow(incomplete_features)]
//! use app::{Point, project};
//! use std::field::field_of;
//!
//! let p = Point { x: 1, y: 2 };
//! assert_eq!(*project::<field_of!(Point, y)>(&p), 2);
//! ```
#![feature(field_projections)]
#![allow(incomplete_features)]

use std::field::{Field, field_of};

/// A point with a known layout.
#[repr(C)]
#[derive(frt_derive::FieldNames)]
pub struct Point {
    /// The first coordinate.
    pub x: u32,
    /// The second coordinate.
    pub y: u64,
}

/// Projects a reference to a value onto the field `F`.
pub fn project<F: Field>(base: &F::Base) -> &F::Type {
    // SAFETY: `F::OFFSET` is the offset of a field of type `F::Type` in `F::Base`, so the
    // pointer stays inside `*base` and points to an initialised `F::Type`.
    unsafe {
        &*std::ptr::from_ref(base)
            .byte_add(F::OFFSET)
            .cast::<F::Type>()
    }
}

/// The offsets of `Point`'s fields, written by a proc macro.
pub const OFFSETS: [usize; 2] = frt_derive::field_offsets!(Point: x, y);

/// The offset of `Point::y`.
pub const Y_OFFSET: usize = <field_of!(Point, y) as Field>::OFFSET;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn projects_both_fields() {
        let p = Point { x: 7, y: 9 };
        assert_eq!(*project::<field_of!(Point, x)>(&p), 7);
        assert_eq!(*project::<field_of!(Point, y)>(&p), 9);
        assert_eq!(OFFSETS, [0, 8]);
    }
}
