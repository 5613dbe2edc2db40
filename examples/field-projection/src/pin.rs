//! Pin projections, with structural pinning chosen per field.
//!
//! From a `Pin<&mut Struct>` a field can be reached in one of two ways, and the author of
//! the struct chooses which, once per field:
//!
//! - **structurally pinned** ([`Pinned`]): the field is pinned whenever the struct is,
//!   and the projection gives `Pin<&mut Field>`. Needed to poll a future field, for
//!   example.
//! - **not structurally pinned** ([`Unpinned`]): the field is never pinned, and the
//!   projection gives a plain `&mut Field`, so it can be moved or replaced.
//!
//! The choice is an `unsafe impl` of [`PinField`] for the field's FRT, most easily
//! written with the [`pin_fields!`](crate::pin_fields) macro. Because it is an impl of
//! one trait with one associated type, coherence makes the choice unique: a field cannot
//! be declared both pinned and unpinned. Fields without a declaration cannot be projected
//! at all. [`project_pin`] is then a single generic function whose result type depends on
//! the field.
//!
//! ```
//! use core::future::Future;
//! use core::pin::Pin;
//! use core::task::{Context, Poll};
//! use field_projection::field_of;
//! use field_projection::pin::project_pin;
//!
//! /// A future that counts how often it was polled.
//! struct Counted<Fut> {
//!     inner: Fut,
//!     polls: usize,
//! }
//!
//! field_projection::pin_fields! {
//!     // SAFETY: `Counted` has no `Drop` impl and no manual `Unpin` impl, and nothing moves
//!     // `inner` out of a pinned `Counted`.
//!     unsafe impl<Fut> for Counted<Fut> {
//!         pinned inner,
//!         unpinned polls,
//!     }
//! }
//!
//! impl<Fut: Future> Future for Counted<Fut> {
//!     type Output = (Fut::Output, usize);
//!
//!     fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
//!         *project_pin::<field_of!(Self, polls)>(self.as_mut()) += 1;
//!         let inner: Pin<&mut Fut> = project_pin::<field_of!(Self, inner)>(self.as_mut());
//!         match inner.poll(cx) {
//!             Poll::Ready(out) => Poll::Ready((out, self.polls)),
//!             Poll::Pending => Poll::Pending,
//!         }
//!     }
//! }
//!
//! /// A future that is pending `n` times.
//! struct Yield(u32);
//! impl Future for Yield {
//!     type Output = &'static str;
//!     fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<&'static str> {
//!         if self.0 == 0 {
//!             return Poll::Ready("done");
//!         }
//!         self.0 -= 1;
//!         cx.waker().wake_by_ref();
//!         Poll::Pending
//!     }
//! }
//!
//! let mut fut = Box::pin(Counted { inner: Yield(2), polls: 0 });
//! let mut cx = Context::from_waker(core::task::Waker::noop());
//! let out = loop {
//!     if let Poll::Ready(out) = fut.as_mut().poll(&mut cx) {
//!         break out;
//!     }
//! };
//! assert_eq!(out, ("done", 3));
//! ```
//!
//! A field declared unpinned projects to `&mut`, never to `Pin<&mut>`:
//!
//! ```compile_fail,E0308
//! use core::marker::PhantomPinned;
//! use core::pin::Pin;
//! use field_projection::field_of;
//! use field_projection::pin::project_pin;
//!
//! struct Guarded { data: PhantomPinned, count: PhantomPinned }
//!
//! field_projection::pin_fields! {
//!     // SAFETY: no `Drop` impl, no manual `Unpin` impl.
//!     unsafe impl for Guarded { pinned data, unpinned count }
//! }
//!
//! fn count(g: Pin<&mut Guarded>) -> Pin<&mut PhantomPinned> {
//!     project_pin::<field_of!(Guarded, count)>(g)
//! }
//! ```
//!
//! and the named variants say so with a bound (E0271: `Kind` is not `Pinned`):
//!
//! ```compile_fail,E0271
//! use core::marker::PhantomPinned;
//! use core::pin::Pin;
//! use field_projection::field_of;
//! use field_projection::pin::project_pinned;
//!
//! struct Guarded { data: PhantomPinned, count: PhantomPinned }
//!
//! field_projection::pin_fields! {
//!     // SAFETY: no `Drop` impl, no manual `Unpin` impl.
//!     unsafe impl for Guarded { pinned data, unpinned count }
//! }
//!
//! fn count(g: Pin<&mut Guarded>) -> Pin<&mut PhantomPinned> {
//!     project_pinned::<field_of!(Guarded, count)>(g)
//! }
//! ```
//!
//! A structurally pinned field cannot be had as `&mut` (which could move it):
//!
//! ```compile_fail,E0308
//! use core::marker::PhantomPinned;
//! use core::pin::Pin;
//! use field_projection::field_of;
//! use field_projection::pin::project_pin;
//!
//! struct Guarded { data: PhantomPinned, count: PhantomPinned }
//!
//! field_projection::pin_fields! {
//!     // SAFETY: no `Drop` impl, no manual `Unpin` impl.
//!     unsafe impl for Guarded { pinned data, unpinned count }
//! }
//!
//! fn data(g: Pin<&mut Guarded>) -> &mut PhantomPinned {
//!     project_pin::<field_of!(Guarded, data)>(g)
//! }
//! ```
//!
//! A field that was not declared cannot be projected (E0277: no `PinField` impl):
//!
//! ```compile_fail,E0277
//! use core::marker::PhantomPinned;
//! use core::pin::Pin;
//! use field_projection::field_of;
//! use field_projection::pin::project_pin;
//!
//! struct Guarded { data: PhantomPinned, count: u32 }
//!
//! fn count(g: Pin<&mut Guarded>) -> u32 {
//!     *project_pin::<field_of!(Guarded, count)>(g)
//! }
//! ```
//!
//! Coherence rejects declaring a field twice (E0119):
//!
//! ```compile_fail,E0119
//! use core::marker::PhantomPinned;
//!
//! struct Guarded { data: PhantomPinned }
//!
//! field_projection::pin_fields! {
//!     // SAFETY: no `Drop` impl, no manual `Unpin` impl.
//!     unsafe impl for Guarded { pinned data, unpinned data }
//! }
//! ```
//!
//! and the orphan rule leaves the declaration to the crate of the struct (an FRT is local
//! exactly when its base is): another crate cannot declare a field of `core::ops::Range`
//! pinned (E0117).
//!
//! ```compile_fail,E0117
//! use core::ops::Range;
//! use field_projection::field_of;
//! use field_projection::pin::{PinField, Pinned};
//!
//! // SAFETY: not ours to promise.
//! unsafe impl PinField for field_of!(Range<u32>, start) {
//!     type Kind = Pinned;
//! }
//! ```

use core::pin::Pin;

use crate::{Field, project_mut, project_ref};

/// The field is structurally pinned: pinned whenever its container is.
pub enum Pinned {}

/// The field is not structurally pinned: never pinned, even when its container is.
pub enum Unpinned {}

mod sealed {
    pub trait Sealed {}
    impl Sealed for super::Pinned {}
    impl Sealed for super::Unpinned {}
}

/// How a pin projection hands out a field: [`Pinned`] or [`Unpinned`].
///
/// Sealed: there are exactly these two kinds.
pub trait PinKind: sealed::Sealed {
    /// The mutable projection of a field of type `T`: `Pin<&'a mut T>` or `&'a mut T`.
    type Mut<'a, T: 'a>;
    /// The shared projection of a field of type `T`: `Pin<&'a T>` or `&'a T`.
    type Ref<'a, T: 'a>;

    /// Wraps a mutable reference to the field.
    ///
    /// # Safety
    ///
    /// `field` is a field of a pinned container, declared of this kind.
    #[doc(hidden)]
    unsafe fn wrap_mut<'a, T: 'a>(field: &'a mut T) -> Self::Mut<'a, T>;

    /// Wraps a shared reference to the field.
    ///
    /// # Safety
    ///
    /// `field` is a field of a pinned container, declared of this kind.
    #[doc(hidden)]
    unsafe fn wrap_ref<'a, T: 'a>(field: &'a T) -> Self::Ref<'a, T>;
}

impl PinKind for Pinned {
    type Mut<'a, T: 'a> = Pin<&'a mut T>;
    type Ref<'a, T: 'a> = Pin<&'a T>;

    unsafe fn wrap_mut<'a, T: 'a>(field: &'a mut T) -> Pin<&'a mut T> {
        // SAFETY: the container is pinned and the field is structurally pinned (the
        // caller's guarantee), so the field is pinned too.
        unsafe { Pin::new_unchecked(field) }
    }

    unsafe fn wrap_ref<'a, T: 'a>(field: &'a T) -> Pin<&'a T> {
        // SAFETY: as in `wrap_mut`.
        unsafe { Pin::new_unchecked(field) }
    }
}

impl PinKind for Unpinned {
    type Mut<'a, T: 'a> = &'a mut T;
    type Ref<'a, T: 'a> = &'a T;

    unsafe fn wrap_mut<'a, T: 'a>(field: &'a mut T) -> &'a mut T {
        field
    }

    unsafe fn wrap_ref<'a, T: 'a>(field: &'a T) -> &'a T {
        field
    }
}

/// A field whose pinning the author of its container has declared.
///
/// Implement it with [`pin_fields!`](crate::pin_fields), in the crate of the container.
///
/// # Safety
///
/// For `Kind = Pinned` (structural pinning), the author of `Self::Base` guarantees, as
/// for any structurally pinned field (see [the `core::pin`
/// docs](core::pin#projections-and-structural-pinning)):
///
/// - the container's `Drop` impl, if any, does not move the field (treat it as if it
///   took `Pin<&mut Self>`);
/// - the container is `Unpin` only if the field is (the automatic `Unpin` impl does
///   this; a manual `impl Unpin` must not weaken it);
/// - no other API of the container moves the field out of a pinned container, or hands
///   it out as `&mut` (for example through `Option::take` on a pinned container).
///
/// For `Kind = Unpinned`, the author guarantees that nothing relies on the field being
/// pinned: no code creates a `Pin` to it from a pinned container.
pub unsafe trait PinField: Field {
    /// [`Pinned`] or [`Unpinned`].
    type Kind: PinKind;
}

/// Projects a pinned mutable reference onto a field.
///
/// The result is `Pin<&mut F::Type>` for a structurally pinned field and `&mut F::Type`
/// for the others: `<F::Kind as PinKind>::Mut`. The [module docs](self) have a future
/// combinator written with it.
///
/// ```
/// use core::marker::PhantomPinned;
/// use core::pin::{Pin, pin};
/// use field_projection::field_of;
/// use field_projection::pin::project_pin;
///
/// /// Must not move once pinned (say, a node of an intrusive wait queue).
/// struct Waiter {
///     _node: PhantomPinned,
///     woken: bool,
/// }
///
/// field_projection::pin_fields! {
///     // SAFETY: no `Drop` impl, no manual `Unpin` impl, `_node` is never moved out.
///     unsafe impl for Waiter { pinned _node, unpinned woken }
/// }
///
/// let mut waiter = pin!(Waiter { _node: PhantomPinned, woken: false });
/// let _node: Pin<&mut PhantomPinned> = project_pin::<field_of!(Waiter, _node)>(waiter.as_mut());
/// let woken: &mut bool = project_pin::<field_of!(Waiter, woken)>(waiter.as_mut());
/// *woken = true;
/// assert!(waiter.woken);
/// ```
#[inline]
pub fn project_pin<'a, F>(base: Pin<&'a mut F::Base>) -> <F::Kind as PinKind>::Mut<'a, F::Type>
where
    F: PinField,
{
    // SAFETY: nothing is moved out of the base here; the field is handed out pinned or not
    // as its author declared (`F: PinField`), which is sound by the contract of `PinField`.
    unsafe { F::Kind::wrap_mut(project_mut::<F>(Pin::get_unchecked_mut(base))) }
}

/// Projects a pinned shared reference onto a field: `Pin<&F::Type>` or `&F::Type`.
///
/// ```
/// use core::marker::PhantomPinned;
/// use core::pin::{Pin, pin};
/// use field_projection::field_of;
/// use field_projection::pin::project_pin_ref;
///
/// struct Registration {
///     slot: PhantomPinned,
///     name: &'static str,
/// }
///
/// field_projection::pin_fields! {
///     // SAFETY: no `Drop` impl, no manual `Unpin` impl.
///     unsafe impl for Registration { pinned slot, unpinned name }
/// }
///
/// let reg = pin!(Registration { slot: PhantomPinned, name: "timer" });
/// let reg: Pin<&Registration> = reg.into_ref();
/// let _slot: Pin<&PhantomPinned> = project_pin_ref::<field_of!(Registration, slot)>(reg);
/// let name: &&str = project_pin_ref::<field_of!(Registration, name)>(reg);
/// assert_eq!(*name, "timer");
/// ```
#[inline]
pub fn project_pin_ref<'a, F>(base: Pin<&'a F::Base>) -> <F::Kind as PinKind>::Ref<'a, F::Type>
where
    F: PinField,
{
    // SAFETY: as in `project_pin`.
    unsafe { F::Kind::wrap_ref(project_ref::<F>(Pin::get_ref(base))) }
}

/// Projects a pinned mutable reference onto a structurally pinned field.
///
/// [`project_pin`] with the kind fixed to [`Pinned`], for code that wants to say so.
///
/// ```
/// use core::pin::{Pin, pin};
/// use field_projection::field_of;
/// use field_projection::pin::project_pinned;
///
/// struct Wrapper<T> {
///     inner: T,
/// }
///
/// field_projection::pin_fields! {
///     // SAFETY: no `Drop` impl, no manual `Unpin` impl.
///     unsafe impl<T> for Wrapper<T> { pinned inner }
/// }
///
/// let w = pin!(Wrapper { inner: 5 });
/// let inner: Pin<&mut i32> = project_pinned::<field_of!(Wrapper<i32>, inner)>(w);
/// assert_eq!(*inner, 5);
/// ```
#[inline]
#[allow(clippy::needless_lifetimes)] // the lifetimes spell out what the result borrows
pub fn project_pinned<'a, F>(base: Pin<&'a mut F::Base>) -> Pin<&'a mut F::Type>
where
    F: PinField<Kind = Pinned>,
{
    // SAFETY: `F` is declared structurally pinned (`Kind = Pinned`), and the base is pinned.
    unsafe { Pin::new_unchecked(project_mut::<F>(Pin::get_unchecked_mut(base))) }
}

/// Projects a pinned mutable reference onto a field that is not structurally pinned.
///
/// [`project_pin`] with the kind fixed to [`Unpinned`].
///
/// ```
/// use core::marker::PhantomPinned;
/// use core::pin::pin;
/// use field_projection::field_of;
/// use field_projection::pin::project_unpinned;
///
/// struct Task {
///     _state: PhantomPinned,
///     label: String,
/// }
///
/// field_projection::pin_fields! {
///     // SAFETY: no `Drop` impl, no manual `Unpin` impl.
///     unsafe impl for Task { pinned _state, unpinned label }
/// }
///
/// let mut task = pin!(Task { _state: PhantomPinned, label: String::from("a") });
/// // An unpinned field may be replaced even though the task is pinned.
/// let old = core::mem::replace(
///     project_unpinned::<field_of!(Task, label)>(task.as_mut()),
///     String::from("b"),
/// );
/// assert_eq!((old.as_str(), task.label.as_str()), ("a", "b"));
/// ```
#[inline]
#[allow(clippy::needless_lifetimes)] // the lifetimes spell out what the result borrows
pub fn project_unpinned<'a, F>(base: Pin<&'a mut F::Base>) -> &'a mut F::Type
where
    F: PinField<Kind = Unpinned>,
{
    // SAFETY: `F` is declared not structurally pinned, so handing it out unpinned is sound.
    unsafe { project_mut::<F>(Pin::get_unchecked_mut(base)) }
}

/// Declares the pinning of fields of a struct: an `unsafe impl` of [`PinField`] per field.
///
/// ```
/// # use core::marker::PhantomPinned;
/// struct Connection<Io> {
///     io: Io,
///     _pinned: PhantomPinned,
///     retries: u32,
///     peer: (u8, u8, u8, u8),
/// }
///
/// field_projection::pin_fields! {
///     // SAFETY: `Connection` has no `Drop` impl and no manual `Unpin` impl, and no method
///     // moves `io` or `_pinned` out of a pinned `Connection`.
///     unsafe impl<Io> for Connection<Io> {
///         pinned io,
///         pinned _pinned,
///         unpinned retries,
///         unpinned peer,
///     }
/// }
/// ```
///
/// Tuple structs name their fields by index (`pinned 0`). Each field may be declared
/// once. The `unsafe` in the invocation is the author's promise that the contract of
/// [`PinField`] holds; write a `SAFETY` comment above it.
#[macro_export]
macro_rules! pin_fields {
    (unsafe impl $(<$($generic:ident),* $(,)?>)? for $base:ty { $($fields:tt)* }) => {
        $crate::pin_fields!(@each [$($($generic),*)?] [$base] $($fields)*);
    };
    (@each [$($generic:tt)*] [$base:ty] $kind:ident $field:tt $(, $($rest:tt)*)?) => {
        // SAFETY: promised by the `unsafe impl` in the invocation of `pin_fields!`.
        unsafe impl<$($generic)*> $crate::pin::PinField for ::core::field::field_of!($base, $field) {
            type Kind = $crate::pin_fields!(@kind $kind);
        }
        $crate::pin_fields!(@each [$($generic)*] [$base] $($($rest)*)?);
    };
    (@each [$($generic:tt)*] [$base:ty]) => {};
    (@kind pinned) => { $crate::pin::Pinned };
    (@kind unpinned) => { $crate::pin::Unpinned };
}
