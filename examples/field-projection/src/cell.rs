//! Projections through [`Cell`] and [`UnsafeCell`]: interior mutability of one field.
//!
//! `&Cell<Struct>` can be projected to `&Cell<Field>`: a `Cell` never hands out references
//! to its contents, only copies, replacements and swaps, so a cell of a field is as sound
//! as a cell of the whole (the standard library does the same for slices with
//! [`Cell::as_slice_of_cells`]). Several fields can be projected at once, all shared.
//!
//! `&UnsafeCell<Struct>` can be projected to `&UnsafeCell<Field>`, whose raw pointer is
//! then used under whatever synchronisation the surrounding code provides.

use core::cell::{Cell, UnsafeCell};

use crate::{Field, project_ptr};

/// Projects a shared reference to a [`Cell`] onto one of its fields.
///
/// ```
/// use core::cell::Cell;
/// use field_projection::cell::project_cell;
/// use field_projection::field_of;
///
/// struct Position {
///     x: i32,
///     y: i32,
/// }
///
/// let mut pos = Position { x: 0, y: 0 };
/// let shared: &Cell<Position> = Cell::from_mut(&mut pos);
/// // Both fields through shared references, at the same time.
/// let x = project_cell::<field_of!(Position, x)>(shared);
/// let y = project_cell::<field_of!(Position, y)>(shared);
/// x.set(3);
/// y.set(x.get() + 1);
/// assert_eq!((pos.x, pos.y), (3, 4));
/// ```
///
/// With place syntax, the standard library's [`CellPtr`](core::cell::CellPtr) (from
/// [`Cell::as_place`]) reads and writes the fields of a cell directly, and
/// `@CellPtr (*c).x` projects it; [`CellPtr::as_cell`](core::cell::CellPtr::as_cell) is the
/// `&Cell` of the field that `project_cell` returns:
///
/// ```
/// use core::cell::{Cell, CellPtr};
/// use field_projection::cell::project_cell;
/// use field_projection::field_of;
///
/// struct Position {
///     x: i32,
///     y: i32,
/// }
///
/// let pos = Cell::new(Position { x: 0, y: 0 });
/// let c = pos.as_place();
/// (*c).x = 3;
/// (*c).y = (*c).x + 1;
/// let x: CellPtr<'_, i32> = @CellPtr (*c).x;
/// assert!(core::ptr::eq(x.as_cell(), project_cell::<field_of!(Position, x)>(&pos)));
/// x.as_cell().set(5);
/// let pos = pos.into_inner();
/// assert_eq!((pos.x, pos.y), (5, 4));
/// ```
///
/// The result is a `Cell` like the base: `!Sync`, so it cannot be shared with another
/// thread.
///
/// ```compile_fail,E0277
/// use core::cell::Cell;
/// use field_projection::cell::project_cell;
/// use field_projection::field_of;
///
/// struct Position { x: i32, y: i32 }
///
/// let pos = Cell::new(Position { x: 0, y: 0 });
/// let x = project_cell::<field_of!(Position, x)>(&pos);
/// std::thread::scope(|s| {
///     s.spawn(|| x.set(1));
/// });
/// ```
#[inline]
pub fn project_cell<F: Field>(cell: &Cell<F::Base>) -> &Cell<F::Type> {
    // SAFETY: `Cell<T>` has the layout of `T`, so the `F` field of the base is at
    // `F::OFFSET` of the cell, valid and aligned (`Field`), and may be viewed as a
    // `Cell<F::Type>`. Mutation through the base cell and the field cell is shared
    // mutation of the same `UnsafeCell` memory, single-threaded (`Cell` is `!Sync`), and
    // `Cell` never hands out references into its contents. (`Cell::swap` panics on
    // partially overlapping cells.) The result borrows `*cell`.
    unsafe { &*project_ptr::<F>(cell.as_ptr()).cast::<Cell<F::Type>>() }
}

/// Projects a shared reference to an [`UnsafeCell`] onto one of its fields.
///
/// Safe in itself: reading or writing through [`UnsafeCell::get`] of the result is
/// `unsafe`, with the same rules as for the base.
///
/// ```
/// use core::cell::UnsafeCell;
/// use field_projection::cell::project_unsafe_cell;
/// use field_projection::{field_of, project_ptr_mut};
///
/// struct Registers {
///     status: u32,
///     control: u32,
/// }
///
/// let regs = UnsafeCell::new(Registers { status: 1, control: 0 });
/// let control = project_unsafe_cell::<field_of!(Registers, control)>(&regs);
/// // SAFETY: single-threaded, and no reference to `regs`' contents is alive.
/// unsafe { *control.get() = 0x80 };
///
/// // The same field through a raw pointer to the contents.
/// let status = project_ptr_mut::<field_of!(Registers, status)>(regs.get());
/// // SAFETY: as above.
/// unsafe { *status += 1 };
///
/// let regs = regs.into_inner();
/// assert_eq!((regs.status, regs.control), (2, 0x80));
/// ```
#[inline]
pub fn project_unsafe_cell<F: Field>(cell: &UnsafeCell<F::Base>) -> &UnsafeCell<F::Type> {
    // SAFETY: `UnsafeCell<T>` has the layout of `T`, so the `F` field is at `F::OFFSET`,
    // valid and aligned, and lies inside the `UnsafeCell` of the base, so it may be viewed
    // as an `UnsafeCell<F::Type>` behind a shared reference. Accessing it is unsafe anyway.
    unsafe { &*project_ptr::<F>(cell.get()).cast::<UnsafeCell<F::Type>>() }
}
