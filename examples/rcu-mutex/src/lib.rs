//! A mutex whose RCU-protected fields can be read without taking the lock.
//!
//! This is the example of the Rust-for-Linux field projection discussions: a structure
//! protected by a mutex, where a few fields are also protected by RCU (read-copy-update).
//! Writers change any field while holding the lock; readers of the RCU fields do not take
//! the lock at all, they only enter a cheap read-side critical section, and see either the
//! old or the new value of each such field, never a torn one.
//!
//! Which fields can be read that way is decided by their types, with field representing
//! types:
//!
//! - a field of type [`Rcu<U>`] is RCU-protected: [`RcuMutex::rcu_field`] projects the
//!   mutex onto it (`mutex.rcu_field::<field_of!(T, field)>()`, bound
//!   `F: Field<Base = T, Type = Rcu<U>>`), and its [`read`](RcuFieldRef::read) gives a
//!   `&U` without the lock;
//! - every other field is only reachable through the lock: [`RcuMutex::lock`] gives a
//!   guard that reads all fields and hands out `&mut` to the fields that contain no `Rcu`
//!   ([`RcuMutexGuard::field_mut`], bound `F::Type: NoRcu`);
//! - RCU fields are updated under the lock, by publishing a new value
//!   ([`RcuMutexGuard::rcu_replace`]); the old one is freed once no reader can still see
//!   it.
//!
//! The guard never hands out `&mut T`: a `&mut` to the whole value would overlap the RCU
//! fields that readers are reading at the same time, and would let a writer overwrite an
//! `Rcu` and free a value under a reader's feet.
//!
//! ```
//! use std::thread;
//! use field_projection::field_of;
//! use rcu_mutex::{Rcu, RcuMutex};
//!
//! struct Settings {
//!     baud: u32,
//!     parity: bool,
//! }
//!
//! struct Port {
//!     /// Only under the lock.
//!     bytes_written: u64,
//!     /// Readers may read it at any time, without the lock.
//!     settings: Rcu<Settings>,
//! }
//!
//! let port = RcuMutex::new(Port {
//!     bytes_written: 0,
//!     settings: Rcu::new(Settings { baud: 9600, parity: false }),
//! });
//!
//! thread::scope(|s| {
//!     // A reader: no lock, just a read-side critical section.
//!     s.spawn(|| {
//!         let settings = port.rcu_field::<field_of!(Port, settings)>();
//!         for _ in 0..1000 {
//!             let current = settings.read();
//!             assert!(current.baud == 9600 || (current.baud == 115200 && current.parity));
//!         }
//!     });
//!     // A writer: takes the lock, updates both kinds of fields.
//!     s.spawn(|| {
//!         let mut guard = port.lock();
//!         *guard.field_mut::<field_of!(Port, bytes_written)>() += 64;
//!         guard.rcu_replace::<field_of!(Port, settings)>(Settings { baud: 115200, parity: true });
//!     });
//! });
//!
//! let guard = port.lock();
//! assert_eq!(guard.bytes_written, 64);
//! assert_eq!(guard.rcu_get::<field_of!(Port, settings)>().baud, 115200);
//! ```
//!
//! The reclamation is a simplified RCU: a counter of active readers per mutex, and values
//! replaced by writers are kept on a list, under the lock, until a writer sees no active
//! reader (or [`RcuMutex::synchronize_rcu`] waits for that, or the mutex is dropped). This
//! is sound, but unlike the kernel's RCU a steady stream of overlapping readers delays
//! reclamation indefinitely.
#![feature(field_projections, auto_traits, negative_impls)]
#![allow(incomplete_features)]
#![warn(missing_docs, unsafe_op_in_unsafe_fn)]
#![doc(test(attr(feature(field_projections), allow(incomplete_features))))]

use std::cell::UnsafeCell;
use std::field::Subplace;
use std::marker::PhantomData;
use std::ops::{AccessKind, Deref, Place, PlaceBorrow};
use std::ptr;
use std::sync::atomic::AtomicPtr;
use std::sync::atomic::AtomicUsize;
use std::sync::atomic::Ordering::SeqCst;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::thread;

use field_projection::{Field, project_ptr, project_ptr_mut};

/// An RCU-protected value: a field of this type in the `T` of an [`RcuMutex<T>`] can be
/// read without the lock.
///
/// The value lives in its own heap allocation; a writer replaces it by publishing a new
/// allocation, so readers that still hold the old one keep a valid value.
///
/// # Invariants
///
/// `ptr` comes from `Box::<U>::into_raw`, and this `Rcu` owns that allocation: nothing
/// else frees it while it is in `ptr` (`ptr` is null only at the end of `into_inner`, which
/// has taken the allocation out). While the `Rcu` is shared, only
/// [`RcuMutexGuard::rcu_replace`] changes `ptr`, and it hands the allocation it replaces to
/// the retired list of its mutex instead of freeing it (see [`RcuMutex`]'s invariants); the
/// value `ptr` points to is never mutated while the `Rcu` is shared.
pub struct Rcu<U> {
    ptr: AtomicPtr<U>,
    _owns: PhantomData<Box<U>>,
}

impl<U> Rcu<U> {
    /// A new RCU-protected value.
    pub fn new(value: U) -> Self {
        // INVARIANT: a fresh allocation from `Box::into_raw`, owned by the new `Rcu`.
        Rcu { ptr: AtomicPtr::new(Box::into_raw(Box::new(value))), _owns: PhantomData }
    }

    /// The value, through a unique borrow (so no reader can be active).
    pub fn get_mut(&mut self) -> &mut U {
        // SAFETY: by the type invariant, `ptr` points to a live `U` owned by `self`, and
        // `&mut self` excludes every other access to it (readers and writers borrow the
        // `Rcu` shared). The result borrows `self` mutably.
        unsafe { &mut **self.ptr.get_mut() }
    }

    /// The value, by value.
    pub fn into_inner(mut self) -> U {
        // INVARIANT: the null left in `ptr` is only seen by `Drop`, when `self` is dropped at
        // the end of this function; `Drop` skips it.
        let ptr = std::mem::replace(self.ptr.get_mut(), ptr::null_mut());
        // SAFETY: by the type invariant, `ptr` is an allocation from `Box::into_raw` owned
        // by `self`, and `self` no longer holds it, so it is taken over exactly once.
        *unsafe { Box::from_raw(ptr) }
    }

    /// The current value, for a reader inside a read-side critical section or the
    /// holder of the lock.
    ///
    /// # Safety
    ///
    /// `self` is a field of the data of an `RcuMutex`, and until the returned reference is
    /// dead, the caller is counted as a reader of that mutex (in its `readers`) or holds
    /// its lock without replacing the value of `self` (so the value is not freed).
    unsafe fn current<'a>(&self) -> &'a U {
        // SAFETY: by the type invariant, the loaded pointer is a live allocation that is
        // not mutated while `self` is shared. A replacement moves it to the mutex's retired
        // list, whose values are freed only under the lock with no reader counted
        // (`RcuMutex`'s invariants): the caller's guarantee excludes both until the result
        // is dead. The `SeqCst` load pairs with the `SeqCst` swap in `rcu_replace`, so the
        // value is fully written.
        unsafe { &*self.ptr.load(SeqCst) }
    }
}

impl<U> Drop for Rcu<U> {
    fn drop(&mut self) {
        let ptr = *self.ptr.get_mut();
        if !ptr.is_null() {
            // SAFETY: by the type invariant, a non-null `ptr` is an allocation from
            // `Box::into_raw` owned by `self`; `&mut self` excludes readers, and `self` is
            // not used after `drop`.
            drop(unsafe { Box::from_raw(ptr) });
        }
    }
}

/// Types that contain no [`Rcu`]: fields of these types may be mutated under the lock.
///
/// An auto trait: implemented for every type whose components all implement it, except
/// [`Rcu`]. So a field of type `u32`, `String` or `Vec<(u8, bool)>` is `NoRcu`, and a field
/// of type `Rcu<U>`, or of any type containing one, is not. (`dyn Trait` is not `NoRcu`;
/// write `dyn Trait + NoRcu`.)
///
/// # Safety
///
/// A manual implementation must not be for a type that contains an `Rcu`: handing out
/// `&mut` to it under the lock would let a writer move or drop an `Rcu` that readers are
/// reading.
///
/// ```compile_fail,E0200
/// use rcu_mutex::{NoRcu, Rcu};
///
/// struct Sneaky(Rcu<u32>);
/// impl NoRcu for Sneaky {}
/// ```
pub unsafe auto trait NoRcu {}

impl<U: ?Sized> !NoRcu for Rcu<U> {}

/// A field that is RCU-protected: its type is [`Rcu<Self::Inner>`].
///
/// Implemented for every field representing type `F` with `F: Field<Type = Rcu<U>>`.
pub trait RcuProtected: Field<Type = Rcu<Self::Inner>> {
    /// The type of the protected value.
    type Inner;
}

impl<F, U> RcuProtected for F
where
    F: Field<Type = Rcu<U>>,
{
    type Inner = U;
}

/// A value with a mutex, some of whose fields are RCU-protected.
///
/// See the [crate docs](crate).
///
/// # Invariants
///
/// - `data` is only mutated through `&mut self`, or while `retired` is locked: through
///   [`RcuMutexGuard::field_mut`], in fields that contain no [`Rcu`], and by
///   [`RcuMutexGuard::rcu_replace`], which swaps the pointer of an `Rcu` field atomically.
/// - Without the lock, only the `Rcu` fields of `data` are accessed (shared), and the
///   values they point to are only read by readers counted in `readers`.
/// - `retired` holds the values that `rcu_replace` swapped out of `Rcu` fields of `data`.
///   They are freed only under the lock, when no reader was counted after they were
///   swapped out, or when the mutex is dropped or consumed (then no reader exists).
pub struct RcuMutex<T> {
    /// The lock, with the values replaced by writers that readers may still see.
    retired: Mutex<Vec<Retired>>,
    /// How many readers are in a read-side critical section.
    readers: AtomicUsize,
    data: UnsafeCell<T>,
}

// SAFETY: `RcuMutex<T>` owns a `T`, and the retired values, which come from `Rcu` fields
// of the `T` (the type invariant), so sending it sends only values of `T`'s components.
unsafe impl<T: Send> Send for RcuMutex<T> {}
// SAFETY: by the type invariant, the lock serialises writers, and without it only the
// `Rcu` fields (atomically) and the values they point to are read, from any thread: the
// `T` is shared (`T: Sync`), and a writer on one thread may free a value that another
// thread put there (`T: Send`).
unsafe impl<T: Send + Sync> Sync for RcuMutex<T> {}

impl<T> RcuMutex<T> {
    /// A new mutex holding `value`.
    pub fn new(value: T) -> Self {
        // INVARIANT: no reader, nothing retired, and `data` not shared yet.
        RcuMutex {
            retired: Mutex::new(Vec::new()),
            readers: AtomicUsize::new(0),
            data: UnsafeCell::new(value),
        }
    }

    /// Takes the lock, waiting for it.
    ///
    /// Readers of RCU fields are not blocked meanwhile, and do not block it.
    pub fn lock(&self) -> RcuMutexGuard<'_, T> {
        // A panic while locked cannot break the soundness of this type (a replaced value is
        // on the retired list before anything else happens), so poisoning is ignored.
        let retired = self.retired.lock().unwrap_or_else(PoisonError::into_inner);
        // INVARIANT: `retired` is the guard of `self.retired`.
        RcuMutexGuard { mutex: self, retired }
    }

    /// Projects the mutex onto an RCU-protected field, whose value can then be read
    /// without the lock.
    ///
    /// Only fields of type [`Rcu<U>`] qualify: the others are protected by the lock alone.
    /// Readers on several threads share the value, so `U: Sync`.
    ///
    /// ```compile_fail,E0271
    /// use field_projection::field_of;
    /// use rcu_mutex::{Rcu, RcuMutex};
    ///
    /// struct Port { bytes_written: u64, name: Rcu<String> }
    ///
    /// let port = RcuMutex::new(Port { bytes_written: 0, name: Rcu::new(String::new()) });
    /// // `bytes_written` is not RCU-protected: reading it needs the lock.
    /// let n = port.rcu_field::<field_of!(Port, bytes_written)>();
    /// ```
    ///
    /// and the field must be one of the mutex's data:
    ///
    /// ```compile_fail,E0271
    /// use field_projection::field_of;
    /// use rcu_mutex::{Rcu, RcuMutex};
    ///
    /// struct Port { name: Rcu<String> }
    /// struct Other { name: Rcu<String> }
    ///
    /// let port = RcuMutex::new(Port { name: Rcu::new(String::new()) });
    /// let name = port.rcu_field::<field_of!(Other, name)>();
    /// ```
    ///
    /// Values that cannot be shared between threads cannot be read without the lock:
    ///
    /// ```compile_fail,E0277
    /// use std::cell::Cell;
    /// use field_projection::field_of;
    /// use rcu_mutex::{Rcu, RcuMutex};
    ///
    /// struct Port { hits: Rcu<Cell<u32>> }
    ///
    /// let port = RcuMutex::new(Port { hits: Rcu::new(Cell::new(0)) });
    /// port.rcu_field::<field_of!(Port, hits)>().read().set(1);
    /// ```
    pub fn rcu_field<F>(&self) -> RcuFieldRef<'_, F::Inner>
    where
        F: RcuProtected<Base = T>,
        F::Inner: Sync,
    {
        // Projects the raw pointer: a reference to the whole `T` would overlap the fields
        // that the holder of the lock may be mutating.
        let field = project_ptr::<F>(self.data.get());
        // SAFETY: `field` points to the `F` field of the data (`F: Field<Base = T>`), of type
        // `Rcu<F::Inner>`, valid and aligned for as long as `&self`. By the type invariant,
        // while the mutex is shared an `Rcu` field is only accessed shared (its pointer is
        // swapped atomically), so a shared reference to it is sound.
        let rcu = unsafe { &*field };
        // INVARIANT: `rcu` is an `Rcu` field of `self.data`, and `readers` is its counter.
        RcuFieldRef { rcu, readers: &self.readers }
    }

    /// The data as a place that lends only its RCU-protected fields, without the lock:
    /// `@RcuFieldRef (*mutex.unlocked()).field` is [`rcu_field`](Self::rcu_field) with place
    /// syntax (see [`Unlocked`]).
    pub fn unlocked(&self) -> Unlocked<'_, T> {
        Unlocked { mutex: self }
    }

    /// Enters a read-side critical section, for reading several RCU fields.
    ///
    /// ```
    /// use field_projection::field_of;
    /// use rcu_mutex::{Rcu, RcuMutex};
    ///
    /// struct Route { via: Rcu<String>, metric: Rcu<u32>, hits: u64 }
    ///
    /// let route = RcuMutex::new(Route { via: Rcu::new("eth0".into()), metric: Rcu::new(10), hits: 0 });
    /// let reader = route.rcu_read_lock();
    /// let via: &String = reader.get::<field_of!(Route, via)>();
    /// let metric: &u32 = reader.get::<field_of!(Route, metric)>();
    /// assert_eq!((via.as_str(), *metric), ("eth0", 10));
    /// ```
    ///
    /// What a reader reads does not outlive its critical section:
    ///
    /// ```compile_fail,E0597
    /// use field_projection::field_of;
    /// use rcu_mutex::{Rcu, RcuMutex};
    ///
    /// struct Route { via: Rcu<String> }
    ///
    /// let route = RcuMutex::new(Route { via: Rcu::new("eth0".into()) });
    /// let via;
    /// {
    ///     let reader = route.rcu_read_lock();
    ///     via = reader.get::<field_of!(Route, via)>();
    /// }
    /// println!("{via}");
    /// ```
    ///
    /// and fields that are not RCU-protected cannot be read without the lock:
    ///
    /// ```compile_fail,E0271
    /// use field_projection::field_of;
    /// use rcu_mutex::{Rcu, RcuMutex};
    ///
    /// struct Route { via: Rcu<String>, hits: u64 }
    ///
    /// let route = RcuMutex::new(Route { via: Rcu::new("eth0".into()), hits: 0 });
    /// let reader = route.rcu_read_lock();
    /// let hits = reader.get::<field_of!(Route, hits)>();
    /// ```
    pub fn rcu_read_lock(&self) -> RcuReadGuard<'_, T> {
        // INVARIANT: the section counts a reader in `self.readers`.
        RcuReadGuard { mutex: self, _section: ReadSection::enter(&self.readers) }
    }

    /// Waits until no reader is in a read-side critical section, then frees every value
    /// that writers have replaced.
    ///
    /// Takes the lock. It must not be called by a thread that is itself in a read-side
    /// critical section of this mutex (it would wait forever), and a steady stream of
    /// overlapping readers delays it.
    pub fn synchronize_rcu(&self) {
        let mut guard = self.lock();
        while self.readers.load(SeqCst) != 0 {
            thread::yield_now();
        }
        // INVARIANT: under the lock, no reader counted after the swaps (as in `try_reclaim`).
        guard.reclaim();
    }

    /// The data, through a unique borrow: no reader or writer can be active.
    pub fn get_mut(&mut self) -> &mut T {
        self.data.get_mut()
    }

    /// The data, by value.
    pub fn into_inner(self) -> T {
        self.data.into_inner()
    }
}

/// A read-side critical section: counted in `readers` while alive.
///
/// # Invariants
///
/// `readers` counts this section: `enter` incremented it, and `Drop` decrements it.
struct ReadSection<'a> {
    readers: &'a AtomicUsize,
}

impl<'a> ReadSection<'a> {
    fn enter(readers: &'a AtomicUsize) -> Self {
        // `SeqCst`, before any `Rcu` pointer is loaded: a writer that swapped a pointer
        // and then sees no reader knows that no reader can still hold the old pointer.
        readers.fetch_add(1, SeqCst);
        // INVARIANT: counted just above.
        ReadSection { readers }
    }
}

impl Drop for ReadSection<'_> {
    fn drop(&mut self) {
        // After the last use of the values read (release, as part of `SeqCst`).
        self.readers.fetch_sub(1, SeqCst);
    }
}

/// The projection of an [`RcuMutex`] onto one RCU-protected field, from
/// [`RcuMutex::rcu_field`].
///
/// # Invariants
///
/// `rcu` is an `Rcu` field of the data of an [`RcuMutex`], and `readers` is that mutex's
/// count of readers.
pub struct RcuFieldRef<'a, U> {
    rcu: &'a Rcu<U>,
    readers: &'a AtomicUsize,
}

impl<U> Clone for RcuFieldRef<'_, U> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<U> Copy for RcuFieldRef<'_, U> {}

impl<'a, U> RcuFieldRef<'a, U> {
    /// Reads the current value, without the lock.
    ///
    /// The returned guard keeps the reader in a read-side critical section, so the value
    /// it points to stays valid even if a writer replaces it meanwhile.
    pub fn read(&self) -> RcuRef<'a, U> {
        let section = ReadSection::enter(self.readers);
        // SAFETY: by the type invariant, `self.rcu` is an `Rcu` field of the data of the
        // mutex that `self.readers` counts the readers of, and `section` is counted there
        // (`ReadSection`'s invariant) for as long as the `RcuRef`, which the result is
        // only reachable through, lives.
        let value = unsafe { self.rcu.current() };
        // INVARIANT: `value` was loaded while `section` counted a reader of the mutex.
        RcuRef { value, _section: section }
    }
}

/// The mutex's data as a place that lends only its RCU-protected fields, without the lock:
/// the [`Place`] counterpart of [`RcuMutex::rcu_field`], from [`RcuMutex::unlocked`].
///
/// With place syntax (`#![feature(field_projections)]`), `@RcuFieldRef (*port.unlocked()).settings`
/// projects the mutex onto its `Rcu` field `settings` like
/// `port.rcu_field::<field_of!(Port, settings)>()` does: the compiler names the field as a
/// subplace (an FRT) and calls this pointer's [`PlaceBorrow`] impl. Nested fields work too
/// (`(*port.unlocked()).cfg.settings`).
///
/// ```
/// use field_projection::field_of;
/// use rcu_mutex::{Rcu, RcuFieldRef, RcuMutex};
///
/// struct Settings { baud: u32 }
/// struct Config { backup: Rcu<Settings> }
/// struct Port { bytes_written: u64, settings: Rcu<Settings>, cfg: Config }
///
/// let port = RcuMutex::new(Port {
///     bytes_written: 0,
///     settings: Rcu::new(Settings { baud: 9600 }),
///     cfg: Config { backup: Rcu::new(Settings { baud: 1200 }) },
/// });
/// // With a field representing type:
/// let by_frt = port.rcu_field::<field_of!(Port, settings)>();
/// // With place syntax; no lock taken either:
/// let by_place = @RcuFieldRef (*port.unlocked()).settings;
/// assert_eq!(by_frt.read().baud, by_place.read().baud);
/// // Place syntax also reaches nested fields:
/// let backup = @RcuFieldRef (*port.unlocked()).cfg.backup;
/// assert_eq!(backup.read().baud, 1200);
/// assert_eq!(port.lock().bytes_written, 0);
/// ```
///
/// Every other field stays behind the lock: it cannot be borrowed (its type is no `Rcu`),
/// read or written through `Unlocked`.
///
/// ```compile_fail,E0271
/// use rcu_mutex::{Rcu, RcuFieldRef, RcuMutex};
///
/// struct Port { bytes_written: u64, settings: Rcu<u32> }
///
/// let port = RcuMutex::new(Port { bytes_written: 0, settings: Rcu::new(9600) });
/// let _ = @RcuFieldRef (*port.unlocked()).bytes_written;
/// ```
///
/// ```compile_fail,E0277
/// use rcu_mutex::{Rcu, RcuMutex};
///
/// struct Port { bytes_written: u64, settings: Rcu<u32> }
///
/// let port = RcuMutex::new(Port { bytes_written: 0, settings: Rcu::new(9600) });
/// (*port.unlocked()).bytes_written = 1;
/// ```
pub struct Unlocked<'a, T> {
    mutex: &'a RcuMutex<T>,
}

impl<T> Clone for Unlocked<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

// `Copy` for every `T` (no `T: Copy` bound): place operations through it take no guard, so
// its projections live as long as the mutex's borrow.
impl<T> Copy for Unlocked<'_, T> {}

impl<T> Place for Unlocked<'_, T> {
    type Target = T;
}

/// A projection onto an `Rcu<U>` field points to that field (for [`Unlocked`]'s borrows).
impl<U> Place for RcuFieldRef<'_, U> {
    type Target = Rcu<U>;
}

// SAFETY: `borrow` returns a projection onto the subplace `sub` of the mutex's data, an
// `Rcu<U>` (`S::Target = Rcu<U>`), which is exactly what `RcuMutex::rcu_field` hands out for a
// field of that type, with the same requirements (`U: Sync`); the data outlives `'a`. The
// projection only reads the `Rcu` (shared), so `ACCESS = Shared` and `SAFETY = true`.
unsafe impl<'a, T, U: Sync, S> PlaceBorrow<S, RcuFieldRef<'a, U>> for Unlocked<'a, T>
where
    S: Subplace<Source = T, Target = Rcu<U>>,
{
    const SAFETY: bool = true;
    const ACCESS: AccessKind = AccessKind::Shared;

    unsafe fn borrow(this: *const Self, sub: S) -> RcuFieldRef<'a, U> {
        // SAFETY: the caller passes a pointer to a valid `Unlocked`.
        let mutex = unsafe { (*this).mutex };
        let (offset, ()) = sub.offset(());
        // Projects the raw pointer, as `rcu_field` does: a reference to the whole `T` would
        // overlap the fields that the holder of the lock may be mutating.
        // SAFETY: `sub` is a subplace of `T`, so `offset` is inside the data.
        let field = unsafe { mutex.data.get().byte_add(offset).cast::<Rcu<U>>() };
        // SAFETY: as in `rcu_field`: `field` points to an `Rcu<U>` field of the data, valid
        // and aligned for `'a`, and an `Rcu` field is only accessed shared while the mutex is
        // shared.
        let rcu = unsafe { &*field };
        // INVARIANT: `rcu` is an `Rcu` field of `mutex.data`, and `readers` is its counter.
        RcuFieldRef { rcu, readers: &mutex.readers }
    }
}

/// A value read from an RCU field, valid while this guard lives.
///
/// # Invariants
///
/// `value` was loaded from an `Rcu` field of an [`RcuMutex`] while `_section` counted a
/// reader of that mutex, so it stays allocated and unchanged for as long as `self` lives.
/// (Not for all of `'a`: it is only handed out borrowed from `self`.)
pub struct RcuRef<'a, U> {
    value: &'a U,
    _section: ReadSection<'a>,
}

impl<U> Deref for RcuRef<'_, U> {
    type Target = U;

    fn deref(&self) -> &U {
        self.value
    }
}

/// A read-side critical section over all the RCU fields of an [`RcuMutex`].
///
/// # Invariants
///
/// `_section` counts a reader in `mutex.readers` for as long as the guard lives.
pub struct RcuReadGuard<'a, T> {
    mutex: &'a RcuMutex<T>,
    _section: ReadSection<'a>,
}

impl<T> RcuReadGuard<'_, T> {
    /// The current value of the RCU-protected field `F`, valid for the critical section.
    pub fn get<F>(&self) -> &F::Inner
    where
        F: RcuProtected<Base = T>,
        F::Inner: Sync,
    {
        // SAFETY: the projection is the `Rcu` field `F` of the data, which may be
        // dereferenced shared as in `RcuMutex::rcu_field` (`RcuMutex`'s invariants). By the
        // type invariant the guard is counted as a reader of that mutex, and the result
        // borrows the guard.
        unsafe { (*project_ptr::<F>(self.mutex.data.get())).current() }
    }
}

/// The lock of an [`RcuMutex`]: reads every field, mutates the fields without `Rcu`, and
/// replaces the values of the `Rcu` fields.
///
/// It dereferences to `&T`, never to `&mut T`.
///
/// # Invariants
///
/// `retired` is the guard of `mutex.retired`: the lock of `mutex` is held for as long as
/// `self` lives.
pub struct RcuMutexGuard<'a, T> {
    mutex: &'a RcuMutex<T>,
    retired: MutexGuard<'a, Vec<Retired>>,
}

impl<T> Deref for RcuMutexGuard<'_, T> {
    type Target = T;

    fn deref(&self) -> &T {
        // SAFETY: the lock is held (the type invariant), so by `RcuMutex`'s invariants no one
        // else mutates the data except through interior mutability: readers only load the
        // pointers of `Rcu` fields (atomics). Mutation through the guard takes `&mut self`,
        // which this borrow excludes.
        unsafe { &*self.mutex.data.get() }
    }
}

impl<T> RcuMutexGuard<'_, T> {
    /// A mutable reference to a field that is protected by the lock only.
    ///
    /// ```
    /// use field_projection::field_of;
    /// use rcu_mutex::{Rcu, RcuMutex};
    ///
    /// struct Stats { calls: u64, names: Vec<String>, current: Rcu<String> }
    ///
    /// let stats = RcuMutex::new(Stats { calls: 0, names: vec![], current: Rcu::new("a".into()) });
    /// let mut guard = stats.lock();
    /// *guard.field_mut::<field_of!(Stats, calls)>() += 1;
    /// guard.field_mut::<field_of!(Stats, names)>().push("a".into());
    /// assert_eq!((guard.calls, guard.names.len()), (1, 1));
    /// ```
    ///
    /// RCU fields are not handed out mutably, even under the lock: readers may be reading
    /// them (E0277: `Rcu<String>` is not `NoRcu`).
    ///
    /// ```compile_fail,E0277
    /// use field_projection::field_of;
    /// use rcu_mutex::{Rcu, RcuMutex};
    ///
    /// struct Stats { calls: u64, current: Rcu<String> }
    ///
    /// let stats = RcuMutex::new(Stats { calls: 0, current: Rcu::new("a".into()) });
    /// let mut guard = stats.lock();
    /// // Would drop the old `Rcu`, and free its value while readers use it.
    /// *guard.field_mut::<field_of!(Stats, current)>() = Rcu::new("b".into());
    /// ```
    ///
    /// nor fields that contain one:
    ///
    /// ```compile_fail,E0277
    /// use field_projection::field_of;
    /// use rcu_mutex::{Rcu, RcuMutex};
    ///
    /// struct Stats { history: Vec<Rcu<String>> }
    ///
    /// let stats = RcuMutex::new(Stats { history: vec![] });
    /// let mut guard = stats.lock();
    /// guard.field_mut::<field_of!(Stats, history)>().clear();
    /// ```
    ///
    /// The guard has no `&mut T` either:
    ///
    /// ```compile_fail,E0594
    /// use rcu_mutex::{Rcu, RcuMutex};
    ///
    /// struct Stats { calls: u64, current: Rcu<String> }
    ///
    /// let stats = RcuMutex::new(Stats { calls: 0, current: Rcu::new("a".into()) });
    /// let guard = stats.lock();
    /// guard.calls += 1;
    /// ```
    pub fn field_mut<F>(&mut self) -> &mut F::Type
    where
        F: Field<Base = T>,
        F::Type: NoRcu,
    {
        // SAFETY: the lock is held (the type invariant) and `&mut self` excludes other
        // borrows through the guard. By `RcuMutex`'s invariants, without the lock only `Rcu`
        // fields are accessed, and this field is not one and contains none (`NoRcu`), so no
        // one else accesses its memory. The raw projection avoids a `&mut T` overlapping the
        // readers' fields.
        unsafe { &mut *project_ptr_mut::<F>(self.mutex.data.get()) }
    }

    /// The current value of the RCU field `F`, read under the lock.
    pub fn rcu_get<F>(&self) -> &F::Inner
    where
        F: RcuProtected<Base = T>,
    {
        // SAFETY: the projection may be dereferenced shared as in `RcuMutex::rcu_field`. The
        // lock is held (the type invariant), and values are only replaced through
        // `&mut self`, which cannot happen while the result borrows `self`.
        unsafe { (*project_ptr::<F>(self.mutex.data.get())).current() }
    }

    /// Publishes a new value for the RCU field `F`.
    ///
    /// Readers that already read the old value keep it until their critical section ends;
    /// new readers see `value`. The old value is freed once no reader is active (checked
    /// now, at later updates, by [`RcuMutex::synchronize_rcu`], or when the mutex is
    /// dropped).
    ///
    /// A value read under the lock must be dead before it is replaced:
    ///
    /// ```compile_fail,E0502
    /// use field_projection::field_of;
    /// use rcu_mutex::{Rcu, RcuMutex};
    ///
    /// struct Port { name: Rcu<String> }
    ///
    /// let port = RcuMutex::new(Port { name: Rcu::new("a".into()) });
    /// let mut guard = port.lock();
    /// let old = guard.rcu_get::<field_of!(Port, name)>();
    /// guard.rcu_replace::<field_of!(Port, name)>("b".into());
    /// println!("{old}");
    /// ```
    pub fn rcu_replace<F>(&mut self, value: F::Inner)
    where
        F: RcuProtected<Base = T>,
        F::Inner: Send,
    {
        // SAFETY: the `Rcu` field `F` of the data, dereferenced shared as in
        // `RcuMutex::rcu_field` (`RcuMutex`'s invariants).
        let rcu = unsafe { &*project_ptr::<F>(self.mutex.data.get()) };
        let new = Box::into_raw(Box::new(value));
        // `SeqCst`: publishes the new value (release) and is ordered before the check of
        // the reader count in `try_reclaim`.
        let old = rcu.ptr.swap(new, SeqCst);
        // SAFETY: by `Rcu`'s invariant, `old` is an allocation from `Box::into_raw` that the
        // `Rcu` owned; the swap took it out, so it is handed over exactly once.
        // INVARIANT (of `RcuMutex`): the swapped-out value goes on the retired list, under
        // the lock; readers that loaded it before the swap are still counted.
        self.retired.push(unsafe { Retired::new(old) });
        self.try_reclaim();
    }

    /// Publishes `update(&current)` as the new value of the RCU field `F` (copy-update).
    ///
    /// ```
    /// use field_projection::field_of;
    /// use rcu_mutex::{Rcu, RcuMutex};
    ///
    /// struct Table { routes: Rcu<Vec<u32>> }
    ///
    /// let table = RcuMutex::new(Table { routes: Rcu::new(vec![1, 2]) });
    /// let before = table.rcu_field::<field_of!(Table, routes)>().read();
    /// table.lock().rcu_update::<field_of!(Table, routes)>(|routes| {
    ///     let mut routes = routes.clone();
    ///     routes.push(3);
    ///     routes
    /// });
    /// // An older reader still sees the old value, new readers see the new one.
    /// assert_eq!(*before, [1, 2]);
    /// assert_eq!(*table.rcu_field::<field_of!(Table, routes)>().read(), [1, 2, 3]);
    /// ```
    pub fn rcu_update<F>(&mut self, update: impl FnOnce(&F::Inner) -> F::Inner)
    where
        F: RcuProtected<Base = T>,
        F::Inner: Send,
    {
        let new = update(self.rcu_get::<F>());
        self.rcu_replace::<F>(new);
    }

    /// Frees the replaced values if no reader is active now; returns whether it did.
    pub fn try_reclaim(&mut self) -> bool {
        // `SeqCst`, after the swaps that retired the values: if no reader is counted now,
        // every reader that loaded one of them has left its critical section (see
        // `ReadSection::enter`), and its reads happen before the frees (its `fetch_sub`
        // releases, this load acquires).
        if self.mutex.readers.load(SeqCst) == 0 {
            // INVARIANT (of `RcuMutex`): under the lock, no reader counted after the swaps.
            self.reclaim();
            true
        } else {
            false
        }
    }

    /// The number of replaced values not freed yet.
    pub fn retired(&self) -> usize {
        self.retired.len()
    }

    fn reclaim(&mut self) {
        self.retired.clear();
    }
}

/// A value replaced by a writer, to be dropped once no reader can see it.
///
/// The [`RcuMutex`] that holds it decides when (see its invariants); dropping a `Retired`
/// frees the value.
///
/// # Invariants
///
/// For some `U: Send`, `ptr` comes from `Box::<U>::into_raw` and this `Retired` owns that
/// allocation, and `drop` is `drop_box::<U>`.
struct Retired {
    ptr: *mut (),
    drop: unsafe fn(*mut ()),
}

// SAFETY: by the type invariant, a `Retired` owns a `Box<U>` with `U: Send`, and sending the
// `Retired` only sends that box.
unsafe impl Send for Retired {}

/// Drops the `Box<U>` at `ptr`.
///
/// # Safety
///
/// `ptr` comes from `Box::<U>::into_raw`, and the caller owns that allocation and gives it
/// up.
unsafe fn drop_box<U>(ptr: *mut ()) {
    // SAFETY: the caller's guarantee.
    drop(unsafe { Box::from_raw(ptr.cast::<U>()) });
}

impl Retired {
    /// Takes over the allocation at `ptr`.
    ///
    /// # Safety
    ///
    /// `ptr` comes from `Box::<U>::into_raw`, and the caller owns that allocation and gives
    /// it up.
    unsafe fn new<U: Send>(ptr: *mut U) -> Self {
        // INVARIANT: the caller's guarantee and `U: Send`; `drop` is `drop_box::<U>`.
        Retired { ptr: ptr.cast(), drop: drop_box::<U> }
    }
}

impl Drop for Retired {
    fn drop(&mut self) {
        // SAFETY: by the type invariant, `self.ptr` comes from `Box::<U>::into_raw` for the
        // `U` of `self.drop == drop_box::<U>`, and `self` owns it; `self` is not used again.
        unsafe { (self.drop)(self.ptr) }
    }
}
