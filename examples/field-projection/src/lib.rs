//! Field projections written once, for every field of every struct.
//!
//! A *field projection* turns a pointer to a whole value into a pointer to one of its
//! fields: `&Struct` into `&Field`, `Pin<&mut Struct>` into `Pin<&mut Field>`,
//! `&Cell<Struct>` into `&Cell<Field>`, and so on. The language has it built in for `&`,
//! `&mut`, `*const` and `*mut` (`&s.field`, `&raw mut (*p).field`), but not for library
//! pointer types, whose projections have to be written by hand, field by field, usually
//! with a macro and a proc-macro crate behind it.
//!
//! With field representing types (FRTs) the field itself is a type: `field_of!(Struct,
//! field)`. The compiler implements [`Field`] for it, which tells the container type
//! ([`Field::Base`]), the field type ([`Field::Type`]) and the byte offset
//! ([`Field::OFFSET`]). So each projection in this crate is **one generic function over
//! `F: Field`**, and works for every field of every (non-packed) struct and tuple:
//!
//! | pointer | projection | safe? |
//! | --- | --- | --- |
//! | `&T` | [`project_ref`] | yes |
//! | `&mut T` | [`project_mut`], [`project_mut_pair`] (two distinct fields) | yes |
//! | `*const T`, `*mut T` | [`project_ptr`], [`project_ptr_mut`] (wrapping arithmetic) | yes |
//! | `NonNull<T>` | [`project_non_null`] | `unsafe`: in bounds |
//! | `Pin<&mut T>`, `Pin<&T>` | [`pin::project_pin`], [`pin::project_pin_ref`] | yes, once the struct author has declared each field pinned or not with [`pin_fields!`], which checks the rest of structural pinning (no `unsafe`) |
//! | `&Cell<T>` | [`cell::project_cell`] | yes |
//! | `&UnsafeCell<T>` | [`cell::project_unsafe_cell`] | yes (using the result is `unsafe`) |
//! | `&mut MaybeUninit<T>`, `&MaybeUninit<T>` | [`uninit::project_uninit_mut`], [`uninit::project_uninit`] | yes |
//! | field back to container | [`container_of`], [`container_of_mut`] | `unsafe` |
//! | field pointer back to container pointer | [`container_of_ptr`], [`container_of_ptr_mut`] | yes |
//! | a custom pointer type | [`volatile::VolatilePtr::field`] | yes |
//!
//! **Place syntax.** The fork also has the operator these functions stand in for:
//! `(*p).field` reads and writes a field through any pointer that implements the place
//! traits of `core::ops` (`Place`, `PlaceRead`, `PlaceWrite`, `PlaceBorrow`), and
//! `@Ptr (*p).field` borrows the field as a `Ptr`; the compiler names the field with its
//! FRT and calls the pointer's impl. Each function of the table has a twin, shown next to
//! it in its documentation:
//!
//! | function | place syntax |
//! | --- | --- |
//! | [`project_ref`], [`project_mut`] | `&(*r).f`, `&mut (*r).f` (built in) |
//! | [`project_ptr`], [`project_ptr_mut`] | `&raw const (*p).f`, `&raw mut (*p).f` (built in) |
//! | [`project_non_null`] | `@NonNull (*p).f` |
//! | [`pin::project_pinned`], [`pin::project_unpinned`] | `@Pin (*pin).f` and `&mut (*pin).g`, for a `#[pin_project]` type (`core::pin::pin_project`) |
//! | [`cell::project_cell`] | `@CellPtr (*cell.as_place()).f`, `(*c).f = v` |
//! | [`uninit::project_uninit_mut`] | `@Uninit (*slot.as_uninit()).f`, `(*u).f = v` |
//! | [`volatile::VolatilePtr::field`] | `@VolatilePtr (*p).f`, and `(*p).f` as a volatile access (its impls are in this crate) |
//!
//! Misuse is a type error rather than a bug: an FRT of another struct does not fit
//! (`F::Base` must match), fields of unions, enums and packed structs have no [`Field`]
//! implementation, a shared reference cannot be projected mutably, and the borrow checker
//! sees projections as ordinary function calls with lifetimes.
//!
//! ```
//! use field_projection::{field_of, project_mut, project_ref};
//!
//! struct Config {
//!     verbose: bool,
//!     level: u32,
//! }
//!
//! let mut config = Config { verbose: false, level: 1 };
//! *project_mut::<field_of!(Config, level)>(&mut config) += 2;
//! assert_eq!(*project_ref::<field_of!(Config, level)>(&config), 3);
//! assert!(!*project_ref::<field_of!(Config, verbose)>(&config));
//! ```
//!
//! A crate using this one enables the feature too, with `#![feature(field_projections)]`
//! and `#![allow(incomplete_features)]`; the examples here get both through
//! `#![doc(test(attr(..)))]`.
//!
//! A field of another struct does not fit (`F::Base` is `Other`, not `Config`):
//!
//! ```compile_fail,E0308
//! use field_projection::{field_of, project_ref};
//!
//! struct Config { level: u32 }
//! struct Other { level: u32 }
//!
//! let config = Config { level: 1 };
//! let level = project_ref::<field_of!(Other, level)>(&config);
//! ```
//!
//! Users cannot implement [`Field`] themselves, so an `OFFSET` can never lie:
//!
//! ```compile_fail,E0322
//! use field_projection::Field;
//!
//! struct Liar(u64);
//!
//! unsafe impl Field for Liar {
//!     type Base = Liar;
//!     type Type = u64;
//!     const OFFSET: usize = 1000;
//! }
//! ```
#![no_std]
#![feature(field_projections)]
#![allow(incomplete_features)]
#![warn(missing_docs, unsafe_op_in_unsafe_fn)]
#![doc(test(attr(feature(field_projections), allow(incomplete_features))))]

use core::mem::size_of;
use core::ptr::{self, NonNull};

pub use core::field::{Field, field_of};

pub mod cell;
pub mod pin;
pub mod uninit;
pub mod volatile;

/// What the macros of this crate expand to; not part of the API. Paths through `$crate`,
/// so that the user's crate cannot shadow them.
#[doc(hidden)]
pub mod __private {
    use core::marker::PhantomData;

    pub use core::marker::Unpin;
    pub use core::ops::Drop;

    /// `Unpin` exactly when `T` is. The lifetime makes `PinnedField<'pin, T>: Unpin`,
    /// a bound that [`pin_fields!`](crate::pin_fields) writes, never global, even when `T`
    /// names no generic parameter.
    pub struct PinnedField<'pin, T: ?Sized>(PhantomData<&'pin ()>, PhantomData<T>);
}

/// Projects a shared reference to a value onto one of its fields.
///
/// `F` names the field: `project_ref::<field_of!(Struct, field)>(&value)` is
/// `&value.field`, but written once for every field, so generic code can take the field
/// as a type parameter.
///
/// ```
/// use field_projection::{Field, field_of, project_ref};
///
/// struct Pair<T, U> {
///     left: T,
///     right: U,
/// }
///
/// // Generic over the field: sums any `u32` field of any container.
/// fn total<F: Field<Type = u32>>(items: &[F::Base]) -> u32 {
///     items.iter().map(|item| *project_ref::<F>(item)).sum()
/// }
///
/// let pairs = [Pair { left: 1u32, right: 'a' }, Pair { left: 2, right: 'b' }];
/// assert_eq!(total::<field_of!(Pair<u32, char>, left)>(&pairs), 3);
///
/// let tuples = [(1u8, 10u32), (2, 20)];
/// assert_eq!(total::<field_of!((u8, u32), 1)>(&tuples), 30);
/// ```
///
/// A shared reference only gives shared access to the field:
///
/// ```compile_fail,E0594
/// use field_projection::{field_of, project_ref};
///
/// struct Counter { hits: u32 }
///
/// let counter = Counter { hits: 0 };
/// *project_ref::<field_of!(Counter, hits)>(&counter) += 1;
/// ```
///
/// Fields of unions, enums and packed structs have FRTs but no [`Field`] impl: a union
/// does not always hold a valid value of each field, and a packed field may be unaligned.
///
/// ```compile_fail,E0277
/// use field_projection::{field_of, project_ref};
///
/// union IntOrFloat { int: u32, float: f32 }
///
/// let value = IntOrFloat { int: 1 };
/// let float = project_ref::<field_of!(IntOrFloat, float)>(&value);
/// ```
///
/// ```compile_fail,E0277
/// use field_projection::{field_of, project_ref};
///
/// #[repr(packed)]
/// struct Packed { tag: u8, value: u32 }
///
/// let packed = Packed { tag: 1, value: 2 };
/// let value = project_ref::<field_of!(Packed, value)>(&packed);
/// ```
///
/// ```compile_fail,E0277
/// use field_projection::{field_of, project_ref};
///
/// enum Shape { Circle { radius: f64 }, Square { side: f64 } }
///
/// let shape = Shape::Square { side: 1.0 };
/// let radius = project_ref::<field_of!(Shape, Circle.radius)>(&shape);
/// ```
#[inline]
pub fn project_ref<F: Field>(base: &F::Base) -> &F::Type {
    // SAFETY: `F: Field`, so every valid `F::Base` holds a valid `F::Type` at byte offset
    // `F::OFFSET`, aligned because the base is. The offset stays inside `*base` (the
    // field lies within the base), and the result borrows `*base` for the same lifetime.
    unsafe { &*ptr::from_ref(base).byte_add(F::OFFSET).cast::<F::Type>() }
}

/// Projects a mutable reference to a value onto one of its fields.
///
/// ```
/// use field_projection::{field_of, project_mut};
///
/// struct Point {
///     x: i32,
///     y: i32,
/// }
///
/// let mut p = Point { x: 1, y: 2 };
/// *project_mut::<field_of!(Point, y)>(&mut p) = 20;
/// assert_eq!((p.x, p.y), (1, 20));
/// ```
///
/// The projection borrows the whole base, like any `&mut self` method: two projections
/// cannot be alive at once (use [`project_mut_pair`] for two distinct fields).
///
/// ```compile_fail,E0499
/// use field_projection::{field_of, project_mut};
///
/// struct Point { x: i32, y: i32 }
///
/// let mut p = Point { x: 1, y: 2 };
/// let x = project_mut::<field_of!(Point, x)>(&mut p);
/// let y = project_mut::<field_of!(Point, y)>(&mut p);
/// *x += *y;
/// ```
///
/// A shared reference cannot be projected mutably:
///
/// ```compile_fail,E0308
/// use field_projection::{field_of, project_mut};
///
/// struct Point { x: i32, y: i32 }
///
/// let p = Point { x: 1, y: 2 };
/// *project_mut::<field_of!(Point, x)>(&p) = 10;
/// ```
#[inline]
pub fn project_mut<F: Field>(base: &mut F::Base) -> &mut F::Type {
    // SAFETY: as in `project_ref`; the result borrows `*base` mutably for the same
    // lifetime, so nothing else can reach the field meanwhile.
    unsafe { &mut *ptr::from_mut(base).byte_add(F::OFFSET).cast::<F::Type>() }
}

/// Projects a mutable reference onto two distinct fields at once.
///
/// Whether the fields overlap is checked at compile time (when the function is
/// instantiated): asking for the same field twice does not build.
///
/// ```
/// use field_projection::{field_of, project_mut_pair};
///
/// struct Account {
///     balance: i64,
///     history: Vec<i64>,
/// }
///
/// let mut account = Account { balance: 10, history: vec![] };
/// let (balance, history) =
///     project_mut_pair::<field_of!(Account, balance), field_of!(Account, history)>(&mut account);
/// *balance -= 3;
/// history.push(-3);
/// assert_eq!((account.balance, account.history), (7, vec![-3]));
/// ```
///
/// The same field twice would be two aliasing `&mut`: a compile-time error (E0080, the
/// overlap check fails during constant evaluation).
///
/// ```compile_fail,E0080
/// use field_projection::{field_of, project_mut_pair};
///
/// struct Account { balance: i64, history: Vec<i64> }
///
/// let mut account = Account { balance: 10, history: vec![] };
/// let (a, b) =
///     project_mut_pair::<field_of!(Account, balance), field_of!(Account, balance)>(&mut account);
/// ```
#[inline]
pub fn project_mut_pair<F, G>(base: &mut F::Base) -> (&mut F::Type, &mut G::Type)
where
    F: Field,
    G: Field<Base = F::Base>,
{
    const {
        let f_end = F::OFFSET + size_of::<F::Type>();
        let g_end = G::OFFSET + size_of::<G::Type>();
        assert!(
            f_end <= G::OFFSET || g_end <= F::OFFSET,
            "project_mut_pair: the two fields overlap"
        );
    }
    let base = ptr::from_mut(base);
    // SAFETY: both fields are valid and aligned inside `*base` (`Field`), and they do not
    // overlap (checked above; zero-sized fields never overlap anything), so the two
    // mutable references are disjoint and both borrow `*base` mutably.
    unsafe {
        (
            &mut *base.byte_add(F::OFFSET).cast::<F::Type>(),
            &mut *base.byte_add(G::OFFSET).cast::<G::Type>(),
        )
    }
}

/// Projects a raw pointer onto one of its fields, without dereferencing it.
///
/// Uses wrapping arithmetic, so it is safe for any pointer, even dangling or null; the
/// result may be dereferenced exactly when the base pointer could have been (the field
/// lies inside the base and is suitably aligned when the base is).
///
/// ```
/// use field_projection::{field_of, project_ptr};
///
/// #[repr(C)]
/// struct Header {
///     magic: u32,
///     len: u16,
/// }
///
/// let header = Header { magic: 0xfeed, len: 12 };
/// let p: *const Header = &header;
/// let len = project_ptr::<field_of!(Header, len)>(p);
/// assert_eq!(len.addr() - p.addr(), 4);
/// // SAFETY: `p` points to a live `Header`, so `len` points to its `len` field.
/// assert_eq!(unsafe { len.read() }, 12);
///
/// // Safe on any pointer: only address arithmetic.
/// let dangling = project_ptr::<field_of!(Header, len)>(core::ptr::null());
/// assert_eq!(dangling.addr(), 4);
/// ```
#[inline]
pub const fn project_ptr<F: Field>(base: *const F::Base) -> *const F::Type {
    base.wrapping_byte_add(F::OFFSET).cast::<F::Type>()
}

/// Projects a mutable raw pointer onto one of its fields, without dereferencing it.
///
/// Like [`project_ptr`]: wrapping arithmetic, safe for any pointer. Handy for memory that
/// must not be referenced as a whole, for example a value shared with another thread or
/// with hardware, or one that is not initialised yet.
///
/// ```
/// use field_projection::{field_of, project_ptr_mut};
///
/// struct Stats {
///     reads: u64,
///     writes: u64,
/// }
///
/// let stats = Box::into_raw(Box::new(Stats { reads: 0, writes: 0 }));
/// let writes = project_ptr_mut::<field_of!(Stats, writes)>(stats);
/// // SAFETY: `stats` points to a live, uniquely owned `Stats`.
/// unsafe { *writes += 1 };
/// // SAFETY: `stats` came from `Box::into_raw` and is not used afterwards.
/// let stats = unsafe { Box::from_raw(stats) };
/// assert_eq!((stats.reads, stats.writes), (0, 1));
/// ```
#[inline]
pub const fn project_ptr_mut<F: Field>(base: *mut F::Base) -> *mut F::Type {
    base.wrapping_byte_add(F::OFFSET).cast::<F::Type>()
}

/// Projects a [`NonNull`] pointer onto one of its fields.
///
/// # Safety
///
/// `base` must point into a single allocation that extends at least
/// `size_of::<F::Base>()` bytes from `base` (the same requirement as
/// [`NonNull::byte_add`] for an offset of `F::OFFSET`; the memory need not be initialised
/// or aligned). Then the result is in bounds, hence non-null. A pointer to a live value of
/// `F::Base`, or to an allocation made for one, always qualifies; for an arbitrary pointer
/// use [`project_ptr_mut`] instead.
///
/// ```
/// use core::ptr::NonNull;
/// use field_projection::{field_of, project_non_null};
///
/// struct Node {
///     value: u32,
///     next: Option<NonNull<Node>>,
/// }
///
/// let mut node = Node { value: 7, next: None };
/// let p = NonNull::from(&mut node);
/// // SAFETY: `p` points to a live `Node`.
/// let value = unsafe { project_non_null::<field_of!(Node, value)>(p) };
/// // SAFETY: `value` points to the `value` field of the live, unborrowed `node`.
/// unsafe { value.write(8) };
/// assert_eq!(node.value, 8);
/// ```
///
/// With place syntax, `@NonNull (*p).value` is the same projection (`NonNull` implements
/// the place operations; the compiler names the field), and `(*p).value` reads or writes
/// the field through `p`. Both are `unsafe`, as the raw accesses are; nested fields and
/// pointers come for free:
///
/// ```
/// use core::ptr::NonNull;
/// use field_projection::{field_of, project_non_null};
///
/// struct Node {
///     value: u32,
///     next: Option<NonNull<Node>>,
/// }
///
/// let mut second = Node { value: 2, next: None };
/// let mut first = Node { value: 1, next: Some(NonNull::from(&mut second)) };
/// let p = NonNull::from(&mut first);
/// // SAFETY: `p` points to a live `Node`, whose `next` points to another one; neither is
/// // borrowed while the pointers are used.
/// unsafe {
///     let value: NonNull<u32> = @NonNull (*p).value;
///     assert_eq!(value, project_non_null::<field_of!(Node, value)>(p));
///     (*p).value = 10;
///     let next = (*p).next.unwrap();
///     // (`op=` on a virtual place is not in the experiment yet: spelled out)
///     (*next).value = (*next).value + (*p).value;
/// }
/// assert_eq!((first.value, second.value), (10, 12));
/// ```
#[inline]
pub const unsafe fn project_non_null<F: Field>(base: NonNull<F::Base>) -> NonNull<F::Type> {
    // SAFETY: the caller guarantees that `base + size_of::<F::Base>()` is in bounds of the
    // allocation of `base`, and `F::OFFSET <= size_of::<F::Base>()` because the field lies
    // inside the base.
    unsafe { base.byte_add(F::OFFSET).cast::<F::Type>() }
}

/// Goes back from a raw pointer to a field to a raw pointer to the value containing it.
///
/// The inverse of [`project_ptr`], with wrapping arithmetic: safe to call, and the result
/// may be dereferenced when `field` was obtained by projecting a dereferenceable pointer
/// to an `F::Base` (so that its provenance covers the whole base).
///
/// ```
/// use field_projection::{container_of_ptr, field_of, project_ptr};
///
/// struct Task {
///     id: u32,
///     queued: bool,
/// }
///
/// let task = Task { id: 3, queued: true };
/// let queued = project_ptr::<field_of!(Task, queued)>(&task);
/// let back = container_of_ptr::<field_of!(Task, queued)>(queued);
/// assert!(core::ptr::eq(back, &task));
/// // SAFETY: `back` was derived from `&task`, which is still borrowed.
/// assert_eq!(unsafe { (*back).id }, 3);
/// ```
#[inline]
pub const fn container_of_ptr<F: Field>(field: *const F::Type) -> *const F::Base {
    field.wrapping_byte_sub(F::OFFSET).cast::<F::Base>()
}

/// Goes back from a mutable raw pointer to a field to one to the value containing it.
///
/// Like [`container_of_ptr`]; the inverse of [`project_ptr_mut`].
///
/// ```
/// use field_projection::{container_of_ptr_mut, field_of, project_ptr_mut};
///
/// struct Timer {
///     fired: u32,
///     callback_data: u64,
/// }
///
/// // A C-style API hands us back a pointer to the field we registered.
/// fn on_fire(data: *mut u64) {
///     let timer = container_of_ptr_mut::<field_of!(Timer, callback_data)>(data);
///     // SAFETY: only pointers to the `callback_data` of a live `Timer` are registered.
///     unsafe { (*timer).fired += 1 };
/// }
///
/// let mut timer = Timer { fired: 0, callback_data: 42 };
/// let registered = project_ptr_mut::<field_of!(Timer, callback_data)>(&mut timer);
/// on_fire(registered);
/// on_fire(registered);
/// assert_eq!(timer.fired, 2);
/// ```
#[inline]
pub const fn container_of_ptr_mut<F: Field>(field: *mut F::Type) -> *mut F::Base {
    field.wrapping_byte_sub(F::OFFSET).cast::<F::Base>()
}

/// Goes back from a reference to a field to a reference to the value containing it.
///
/// This is the `container_of` of C (and of the Linux kernel), typed: the field and the
/// container come from the same `F`, so the offset and both types always agree.
///
/// # Safety
///
/// `field` must point to the `F` field of a value of type `F::Base` (not to a lone
/// `F::Type`), and that whole value must be valid and not mutated (except through
/// `UnsafeCell`) for `'a`. The pointer's provenance must cover the whole container: it
/// must be derived from a pointer to the container, for example with [`project_ref`] or
/// `&base.field`. (Under the Stacked Borrows model a reference to a field only covers
/// the field; code that must also pass that model should use [`container_of_ptr`] on a
/// raw pointer derived from the base.)
///
/// ```
/// use field_projection::{container_of, field_of};
///
/// /// An intrusive list link, embedded in the values of the list.
/// struct Link {
///     next: Option<&'static Link>,
/// }
///
/// struct Job {
///     name: &'static str,
///     link: Link,
/// }
///
/// static LAST: Job = Job { name: "last", link: Link { next: None } };
/// static FIRST: Job = Job { name: "first", link: Link { next: Some(&LAST.link) } };
///
/// // Walks the links, and recovers each job from its link.
/// let mut names = vec![];
/// let mut link = Some(&FIRST.link);
/// while let Some(l) = link {
///     // SAFETY: every `Link` of this list is the `link` field of a `Job` in a static.
///     let job = unsafe { container_of::<field_of!(Job, link)>(l) };
///     names.push(job.name);
///     link = l.next;
/// }
/// assert_eq!(names, ["first", "last"]);
/// ```
///
/// The container is borrowed for exactly as long as the field was: it cannot outlive the
/// value.
///
/// ```compile_fail,E0597
/// use field_projection::{container_of, field_of};
///
/// struct Job { id: u32, done: bool }
///
/// let job_ref;
/// {
///     let job = Job { id: 1, done: false };
///     // SAFETY: `&job.done` is the `done` field of `job`.
///     job_ref = unsafe { container_of::<field_of!(Job, done)>(&job.done) };
/// }
/// assert_eq!(job_ref.id, 1);
/// ```
#[inline]
#[allow(clippy::needless_lifetimes)] // the lifetimes spell out what the result borrows
pub unsafe fn container_of<'a, F: Field>(field: &'a F::Type) -> &'a F::Base {
    // SAFETY: the caller guarantees that `field` is the `F` field of a valid `F::Base`
    // that stays unchanged for `'a`, with provenance over all of it; going back
    // `F::OFFSET` bytes gives that base, aligned.
    unsafe { &*container_of_ptr::<F>(field) }
}

/// Goes back from a mutable reference to a field to one to the value containing it.
///
/// # Safety
///
/// `field` must point to the `F` field of a valid value of type `F::Base`, and the whole
/// value must be accessible through `field` only, for `'a`: `field` was derived (by
/// [`project_mut`], [`project_ptr_mut`] or `&mut base.field`) from a unique borrow or a
/// raw pointer of the whole container, and nothing else uses the container meanwhile.
/// The Stacked Borrows caveat of [`container_of`] applies.
///
/// ```
/// use field_projection::{container_of_mut, field_of, project_ptr_mut};
///
/// struct Entry {
///     key: u32,
///     hits: u32,
/// }
///
/// // Given the key of an entry, counts a hit on the entry.
/// fn hit(key: &mut u32) {
///     // SAFETY: `hit` is only called on keys of entries, uniquely borrowed.
///     let entry = unsafe { container_of_mut::<field_of!(Entry, key)>(key) };
///     entry.hits += 1;
/// }
///
/// let mut entry = Entry { key: 5, hits: 0 };
/// let key = project_ptr_mut::<field_of!(Entry, key)>(&mut entry);
/// // SAFETY: derived from `&mut entry`, which is not used while `key` is.
/// hit(unsafe { &mut *key });
/// assert_eq!(entry.hits, 1);
/// ```
#[inline]
#[allow(clippy::needless_lifetimes)] // the lifetimes spell out what the result borrows
pub unsafe fn container_of_mut<'a, F: Field>(field: &'a mut F::Type) -> &'a mut F::Base {
    // SAFETY: the caller guarantees that `field` is the `F` field of a valid `F::Base`
    // that only `field` accesses for `'a`, with provenance over all of it.
    unsafe { &mut *container_of_ptr_mut::<F>(field) }
}
