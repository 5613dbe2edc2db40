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
//! The choice is written with the [`pin_fields!`](crate::pin_fields) macro, next to the
//! struct, and needs no `unsafe`: like `pin-project` and `pin-init`, the macro enforces
//! what makes structural pinning sound. The struct gets an `Unpin` impl that holds only
//! when every pinned field is `Unpin`, so a hand-written `impl Unpin` does not compile,
//! and the struct cannot have a `Drop` impl, whose `&mut self` could move a pinned field
//! (both are E0119, conflicting implementations). Fields of `#[repr(packed)]` structs,
//! which could be unaligned, have no [`Field`] impl to begin with.
//!
//! For each field the macro implements [`PinField`] for the field's FRT. Because that is
//! an impl of one trait with one associated type, coherence makes the choice unique: a
//! field cannot be declared both pinned and unpinned. Fields without a declaration cannot
//! be projected at all. [`project_pin`] is then a single generic function whose result
//! type depends on the field.
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
//!     impl<Fut> for Counted<Fut> {
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
//!     impl for Guarded { pinned data, unpinned count }
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
//!     impl for Guarded { pinned data, unpinned count }
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
//!     impl for Guarded { pinned data, unpinned count }
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
//!     impl for Guarded { pinned data, unpinned data }
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
//!
//! # With place syntax
//!
//! The compiler projects `Pin` with place syntax for a type marked `#[pin_project]`
//! (`core::pin::pin_project`): `@Pin (*pin).field` is a `Pin<&mut Field>` of a field marked
//! `#[pin]`, like [`project_pinned`] here, and `&mut (*pin).other` a `&mut` of another field,
//! like [`project_unpinned`]. It checks the rules of structural pinning itself, where
//! [`pin_fields!`](crate::pin_fields) checks them with traits:
//!
//! ```
//! use core::future::{self, Future, Ready};
//! use core::pin::{Pin, pin, pin_project};
//! use core::task::{Context, Poll, Waker};
//!
//! /// Polls `a`, then `b`, counting the polls.
//! #[pin_project]
//! struct Both<A, B> {
//!     #[pin]
//!     a: A,
//!     #[pin]
//!     b: B,
//!     polls: u32,
//! }
//!
//! impl<A: Future, B: Future> Future for Both<A, B> {
//!     type Output = (A::Output, B::Output, u32);
//!
//!     fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
//!         // Each place operation borrows the field it reaches, so no `as_mut()` is needed.
//!         let polls: &mut u32 = &mut (*self).polls;
//!         *polls += 1;
//!         let a: Pin<&mut A> = @Pin (*self).a;
//!         let Poll::Ready(a) = a.poll(cx) else { return Poll::Pending };
//!         let b: Pin<&mut B> = @Pin (*self).b;
//!         b.poll(cx).map(|b| (a, b, (*self).polls))
//!     }
//! }
//!
//! let fut: Both<Ready<u8>, Ready<char>> =
//!     Both { a: future::ready(1), b: future::ready('b'), polls: 0 };
//! let fut = pin!(fut);
//! assert_eq!(fut.poll(&mut Context::from_waker(Waker::noop())), Poll::Ready((1, 'b', 1)));
//! ```
//!
//! A field marked `#[pin]` cannot be had as `&mut` (E0277: `Pin<&mut Guarded>` has no
//! `PlaceBorrow` of it to `&mut`):
//!
//! ```compile_fail,E0277
//! use core::marker::PhantomPinned;
//! use core::pin::{Pin, pin_project};
//!
//! #[pin_project]
//! struct Guarded {
//!     #[pin]
//!     data: PhantomPinned,
//! }
//!
//! fn data(g: Pin<&mut Guarded>) -> &mut PhantomPinned {
//!     &mut (*g).data
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
/// Implement it with [`pin_fields!`](crate::pin_fields), in the crate of the container:
/// the macro checks the conditions below, so its impls are sound without any `unsafe`
/// from its user. A hand-written impl has to uphold them itself.
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
///   it out as `&mut` (for example through `Option::take` on a pinned container);
/// - the container is not `#[repr(packed)]` (it is not: `PinField: Field`).
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
///     impl for Waiter { pinned _node, unpinned woken }
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
///     impl for Registration { pinned slot, unpinned name }
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
///     impl<T> for Wrapper<T> { pinned inner }
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
///     impl for Task { pinned _state, unpinned label }
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

/// Declares the pinning of the fields of a struct, and checks that structural pinning is
/// sound for it: no `unsafe` needed, so it works in a crate that forbids `unsafe` code.
///
/// ```
/// #![forbid(unsafe_code)]
/// # use core::marker::PhantomPinned;
/// struct Connection<Io> {
///     io: Io,
///     _pinned: PhantomPinned,
///     retries: u32,
///     peer: (u8, u8, u8, u8),
/// }
///
/// field_projection::pin_fields! {
///     impl<Io> for Connection<Io> {
///         pinned io,
///         pinned _pinned,
///         unpinned retries,
///         unpinned peer,
///     }
/// }
/// ```
///
/// Each field is `pinned` (structurally pinned: [`project_pin`] gives `Pin<&mut Field>`)
/// or `unpinned` (it gives `&mut Field`). Tuple structs name their fields by index
/// (`pinned 0`). Fields left out cannot be projected from a `Pin`. The generic parameters
/// after `impl` are lifetimes, then type parameters, without bounds (`impl<'a, T>`; no
/// const parameters or `where` clauses); `for` may also name one instantiation
/// (`impl for Wrapper<u32>`), and then only that one gets projections.
///
/// The macro expands to, in the crate of the struct (the orphan rule leaves no other
/// choice):
///
/// - an impl of [`PinField`] for the FRT of each field, `Kind` [`Pinned`] or
///   [`Unpinned`];
/// - an impl of `Unpin` for the struct, with one bound per pinned field: the struct is
///   `Unpin` exactly when its pinned fields are, whatever the unpinned ones are. As the
///   struct now has an `Unpin` impl, any other one, such as a hand-written unconditional
///   `impl Unpin`, is a conflicting implementation (E0119) and does not compile;
/// - an impl of a hidden trait that a blanket impl also implements for every type with
///   a `Drop` impl: a `Drop` impl for the struct makes the two conflict (E0119). `drop`
///   takes `&mut self`, so it could move a pinned field out.
///
/// These are the conditions of [the `core::pin`
/// docs](core::pin#projections-and-structural-pinning) for structural pinning; the way they
/// are checked is the one of `pin-project` and `pin-init`. The field types come from the
/// FRTs (`<field_of!(Struct, field) as Field>::Type`), so the macro does not need the
/// struct's definition. The remaining conditions hold by construction: a `#[repr(packed)]`
/// struct's fields have no [`Field`] impl, so the macro does not compile for it (E0277),
/// and moving a field out of a pinned struct that is not `Unpin` needs `unsafe` code
/// (`Pin::get_unchecked_mut`), whose author has to leave the pinned fields in place.
///
/// Use the macro once per struct: a second invocation's `Unpin` impl conflicts with the
/// first's. The old form `unsafe impl ... for ...` is rejected with a message.
///
/// A struct declared with `pin_fields!` cannot have a `Drop` impl (E0119, conflicting
/// implementations of `MustNotImplementDrop`); clean-up code can go in the `Drop` impl of
/// a field's type instead (there is no `PinnedDrop` here):
///
/// ```compile_fail,E0119
/// use core::marker::PhantomPinned;
///
/// struct Guarded { data: PhantomPinned, count: u32 }
///
/// field_projection::pin_fields! {
///     impl for Guarded { pinned data, unpinned count }
/// }
///
/// impl Drop for Guarded {
///     fn drop(&mut self) {
///         // Could move `self.data` out here, although it is pinned.
///     }
/// }
/// ```
///
/// nor a hand-written `Unpin` impl that would let a pinned `!Unpin` field move (E0119,
/// conflicting implementations of `Unpin`):
///
/// ```compile_fail,E0119
/// use core::marker::PhantomPinned;
///
/// struct Guarded { data: PhantomPinned, count: u32 }
///
/// field_projection::pin_fields! {
///     impl for Guarded { pinned data, unpinned count }
/// }
///
/// impl Unpin for Guarded {}
/// ```
///
/// not even a conditional one:
///
/// ```compile_fail,E0119
/// struct Wrapper<T> { inner: T }
///
/// field_projection::pin_fields! {
///     impl<T> for Wrapper<T> { pinned inner }
/// }
///
/// impl<T: Clone> Unpin for Wrapper<T> {}
/// ```
///
/// The struct is `Unpin` exactly when its pinned fields are (E0277: `PhantomPinned` is
/// `!Unpin`, so `Guarded` is, and `Pin::new` wants `Unpin`):
///
/// ```compile_fail,E0277
/// use core::marker::PhantomPinned;
/// use core::pin::Pin;
///
/// struct Guarded { data: PhantomPinned, count: u32 }
///
/// field_projection::pin_fields! {
///     impl for Guarded { pinned data, unpinned count }
/// }
///
/// let mut g = Guarded { data: PhantomPinned, count: 0 };
/// let pinned = Pin::new(&mut g);
/// ```
///
/// ```
/// use core::marker::PhantomPinned;
/// use core::pin::Pin;
///
/// // A `!Unpin` field that is not structurally pinned does not make the struct `!Unpin`.
/// struct Holder { count: u32, waiter: PhantomPinned }
///
/// field_projection::pin_fields! {
///     impl for Holder { pinned count, unpinned waiter }
/// }
///
/// let mut h = Holder { count: 0, waiter: PhantomPinned };
/// let h: Pin<&mut Holder> = Pin::new(&mut h);
/// let h: &mut Holder = Pin::into_inner(h);
/// h.count += 1;
/// ```
///
/// Packed structs are rejected (E0277: their fields have no `Field` impl):
///
/// ```compile_fail,E0277
/// #[repr(packed)]
/// struct Packed { tag: u8, value: u32 }
///
/// field_projection::pin_fields! {
///     impl for Packed { pinned value, unpinned tag }
/// }
/// ```
///
/// and so is the old `unsafe` form (a `compile_error!`):
///
/// ```compile_fail
/// struct Wrapper<T> { inner: T }
///
/// field_projection::pin_fields! {
///     // SAFETY: no longer needed.
///     unsafe impl<T> for Wrapper<T> { pinned inner }
/// }
/// ```
#[macro_export]
macro_rules! pin_fields {
    (unsafe impl $($rest:tt)*) => {
        ::core::compile_error!(
            "`pin_fields!` checks structural pinning itself and needs no `unsafe`: \
             write `pin_fields! { impl<..> for Struct<..> { .. } }`"
        );
    };
    (impl <$($lt:lifetime),+ $(, $generic:ident)* $(,)?> for $base:ty { $($fields:tt)* }) => {
        $crate::pin_fields!(@each [$($lt,)+ $($generic,)*] [$base] [] $($fields)*);
    };
    (impl $(<$($generic:ident),* $(,)?>)? for $base:ty { $($fields:tt)* }) => {
        $crate::pin_fields!(@each [$($($generic,)*)?] [$base] [] $($fields)*);
    };
    // One field at a time; the pinned ones are collected for the `Unpin` impl.
    (@each [$($generic:tt)*] [$base:ty] [$($pinned:tt)*] pinned $field:tt $(, $($rest:tt)*)?) => {
        $crate::pin_fields!(@field [$($generic)*] [$base] $crate::pin::Pinned, $field);
        $crate::pin_fields!(@each [$($generic)*] [$base] [$($pinned)* $field] $($($rest)*)?);
    };
    (@each [$($generic:tt)*] [$base:ty] [$($pinned:tt)*] unpinned $field:tt $(, $($rest:tt)*)?) => {
        $crate::pin_fields!(@field [$($generic)*] [$base] $crate::pin::Unpinned, $field);
        $crate::pin_fields!(@each [$($generic)*] [$base] [$($pinned)*] $($($rest)*)?);
    };
    (@each [$($generic:tt)*] [$base:ty] [$($pinned:tt)*] $kind:tt $($rest:tt)*) => {
        ::core::compile_error!(::core::concat!(
            "`pin_fields!`: expected `pinned <field>` or `unpinned <field>`, separated by ",
            "commas, at `",
            ::core::stringify!($kind $($rest)*),
            "`"
        ));
    };
    (@each [$($generic:tt)*] [$base:ty] [$($pinned:tt)*]) => {
        const _: () = {
            // `Unpin` only when every pinned field is. `'__pin` keeps each bound from being
            // global: a global bound that does not hold (`PhantomPinned: Unpin`) is an error.
            #[allow(single_use_lifetimes)]
            impl<'__pin, $($generic)*> $crate::__private::Unpin for $base
            where
                $(
                    $crate::__private::PinnedField<
                        '__pin,
                        <$crate::field_of!($base, $pinned) as $crate::Field>::Type,
                    >: $crate::__private::Unpin,
                )*
            {
            }

            // Conflicts with the blanket impl if the struct implements `Drop`.
            #[allow(dead_code)]
            trait MustNotImplementDrop {}
            #[allow(drop_bounds)]
            impl<T: $crate::__private::Drop> MustNotImplementDrop for T {}
            #[allow(single_use_lifetimes)]
            impl<$($generic)*> MustNotImplementDrop for $base {}
        };
    };
    (@field [$($generic:tt)*] [$base:ty] $kind:path, $field:tt) => {
        // SAFETY: `PinField`'s contract for the fields of `$base`: `pin_fields!` makes
        // `$base` `Unpin` only when its pinned fields are and rules out a `Drop` impl for
        // it, and a packed `$base` has no `Field` impls. What is left, not moving a pinned
        // field out of a pinned `$base` and not pinning an unpinned one, can only be done
        // with `unsafe` code (`Pin::get_unchecked_mut`, `Pin::new_unchecked`), whose
        // author answers for it.
        #[allow(single_use_lifetimes)]
        unsafe impl<$($generic)*> $crate::pin::PinField for $crate::field_of!($base, $field) {
            type Kind = $kind;
        }
    };
}
