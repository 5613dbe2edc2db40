//! Projections into [`MaybeUninit`]: initialise a value field by field.
//!
//! `&mut MaybeUninit<Struct>` projects to `&mut MaybeUninit<Field>`: any bytes, even
//! uninitialised ones, are fine for a field of a maybe-uninitialised value, so writing
//! through the projection is safe. Reading the whole value with
//! [`MaybeUninit::assume_init`] remains `unsafe`: the caller states that every field was
//! written.

use core::mem::MaybeUninit;

use crate::{Field, project_ptr, project_ptr_mut};

/// Projects a mutable reference to a [`MaybeUninit`] onto one of its fields.
///
/// ```
/// use core::mem::MaybeUninit;
/// use field_projection::field_of;
/// use field_projection::uninit::project_uninit_mut;
///
/// struct Device {
///     id: u32,
///     name: String,
/// }
///
/// let mut dev = MaybeUninit::<Device>::uninit();
/// project_uninit_mut::<field_of!(Device, id)>(&mut dev).write(7);
/// project_uninit_mut::<field_of!(Device, name)>(&mut dev).write(String::from("uart"));
/// // SAFETY: both fields were written just above.
/// let dev = unsafe { dev.assume_init() };
/// assert_eq!((dev.id, dev.name.as_str()), (7, "uart"));
/// ```
///
/// With place syntax, the standard library's [`Uninit`](core::mem::Uninit) (from
/// [`MaybeUninit::as_uninit`]) writes the fields directly, without dropping what was
/// there, and `@Uninit (*u).field` projects it, for a helper that initialises a part:
///
/// ```
/// use core::mem::{MaybeUninit, Uninit};
///
/// struct Name {
///     text: String,
///     len: usize,
/// }
///
/// struct Device {
///     id: u32,
///     name: Name,
/// }
///
/// fn init_name(u: Uninit<'_, Name>, text: &str) {
///     (*u).text = String::from(text);
///     (*u).len = text.len();
/// }
///
/// let mut dev = MaybeUninit::<Device>::uninit();
/// let u = dev.as_uninit();
/// (*u).id = 7;
/// init_name(@Uninit (*u).name, "uart");
/// // SAFETY: every field was written just above.
/// let dev = unsafe { dev.assume_init() };
/// assert_eq!((dev.id, dev.name.text.as_str(), dev.name.len), (7, "uart", 4));
/// ```
///
/// Without a `MaybeUninit`, the same does not type-check: `project_uninit_mut` wants a
/// maybe-uninitialised base.
///
/// ```compile_fail,E0308
/// use core::mem::MaybeUninit;
/// use field_projection::field_of;
/// use field_projection::uninit::project_uninit_mut;
///
/// struct Device { id: u32 }
///
/// let mut dev = Device { id: 1 };
/// project_uninit_mut::<field_of!(Device, id)>(&mut dev).write(7);
/// ```
#[inline]
pub fn project_uninit_mut<F: Field>(base: &mut MaybeUninit<F::Base>) -> &mut MaybeUninit<F::Type> {
    // SAFETY: `MaybeUninit<T>` has the layout of `T`, so the `F` field's bytes are at
    // `F::OFFSET`, aligned (`Field`), inside the base. Every byte pattern is valid for
    // `MaybeUninit<F::Type>`, and writing any bytes there leaves a valid
    // `MaybeUninit<F::Base>`. The result borrows `*base` mutably.
    unsafe { &mut *project_ptr_mut::<F>(base.as_mut_ptr()).cast::<MaybeUninit<F::Type>>() }
}

/// Projects a shared reference to a [`MaybeUninit`] onto one of its fields.
///
/// ```
/// use core::mem::MaybeUninit;
/// use field_projection::field_of;
/// use field_projection::uninit::{project_uninit, project_uninit_mut};
///
/// let mut pair = MaybeUninit::<(u8, u64)>::uninit();
/// project_uninit_mut::<field_of!((u8, u64), 1)>(&mut pair).write(99);
/// let second = project_uninit::<field_of!((u8, u64), 1)>(&pair);
/// // SAFETY: the field was written; the other one is not read.
/// assert_eq!(unsafe { second.assume_init_read() }, 99);
/// ```
#[inline]
pub fn project_uninit<F: Field>(base: &MaybeUninit<F::Base>) -> &MaybeUninit<F::Type> {
    // SAFETY: as in `project_uninit_mut`, for a shared borrow.
    unsafe { &*project_ptr::<F>(base.as_ptr()).cast::<MaybeUninit<F::Type>>() }
}
