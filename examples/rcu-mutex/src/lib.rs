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
use std::marker::PhantomData;
use std::ops::Deref;
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
pub struct Rcu<U> {
    ptr: AtomicPtr<U>,
    _owns: PhantomData<Box<U>>,
}

impl<U> Rcu<U> {
    /// A new RCU-protected value.
    pub fn new(value: U) -> Self {
        Rcu { ptr: AtomicPtr::new(Box::into_raw(Box::new(value))), _owns: PhantomData }
    }

    /// The value, through a unique borrow (so no reader can be active).
    pub fn get_mut(&mut self) -> &mut U {
        // SAFETY: `ptr` always points to a live value owned by `self` (from `Box::into_raw`,
        // replaced only by `rcu_replace`, which retires the old value), and `&mut self`
        // excludes readers and writers.
        unsafe { &mut **self.ptr.get_mut() }
    }

    /// The value, by value.
    pub fn into_inner(mut self) -> U {
        let ptr = std::mem::replace(self.ptr.get_mut(), ptr::null_mut());
        // SAFETY: `ptr` is the owned allocation (see `get_mut`); `Drop` skips the null left behind.
        *unsafe { Box::from_raw(ptr) }
    }

    /// The current value, for a reader inside a read-side critical section or the
    /// holder of the lock.
    ///
    /// # Safety
    ///
    /// `self` is a field of the data of an `RcuMutex`, and until the returned reference is
    /// dead, the caller is counted as a reader of that mutex or holds its lock (so the
    /// value is not freed).
    unsafe fn current<'a>(&self) -> &'a U {
        // SAFETY: the pointer is a live allocation (see `get_mut`): `rcu_replace` only
        // retires it, and retired values are freed when no reader is counted and under the
        // lock, which the caller's guarantee excludes. The `SeqCst` load pairs with the
        // `SeqCst` swap in `rcu_replace`, so the value is fully written.
        unsafe { &*self.ptr.load(SeqCst) }
    }
}

impl<U> Drop for Rcu<U> {
    fn drop(&mut self) {
        let ptr = *self.ptr.get_mut();
        if !ptr.is_null() {
            // SAFETY: the owned allocation (see `get_mut`); `&mut self` excludes readers.
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
pub struct RcuMutex<T> {
    /// The lock, with the values replaced by writers that readers may still see.
    retired: Mutex<Vec<Retired>>,
    /// How many readers are in a read-side critical section.
    readers: AtomicUsize,
    data: UnsafeCell<T>,
}

// SAFETY: `RcuMutex<T>` owns a `T` (and the retired values, which come from `Rcu` fields
// of the `T`).
unsafe impl<T: Send> Send for RcuMutex<T> {}
// SAFETY: the lock serialises writers; readers only read `Rcu` fields (atomically) and the
// values they point to, from any thread, so the `T` is shared (`Sync`), and values move
// between threads when writers replace and free them (`Send`).
unsafe impl<T: Send + Sync> Sync for RcuMutex<T> {}

impl<T> RcuMutex<T> {
    /// A new mutex holding `value`.
    pub fn new(value: T) -> Self {
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
        // SAFETY: `field` points to an `Rcu` field of the data, which lives as long as
        // `&self`. Only shared references to `Rcu` fields exist while the mutex is shared
        // (the guard's `field_mut` excludes fields containing an `Rcu`).
        let rcu = unsafe { &*field };
        RcuFieldRef { rcu, readers: &self.readers }
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
struct ReadSection<'a> {
    readers: &'a AtomicUsize,
}

impl<'a> ReadSection<'a> {
    fn enter(readers: &'a AtomicUsize) -> Self {
        // `SeqCst`, before any `Rcu` pointer is loaded: a writer that swapped a pointer
        // and then sees no reader knows that no reader can still hold the old pointer.
        readers.fetch_add(1, SeqCst);
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
        // SAFETY: the `Rcu` is a field of the mutex's data (`rcu_field`), and `section` is
        // counted as a reader for as long as the `RcuRef` lives.
        let value = unsafe { self.rcu.current() };
        RcuRef { value, _section: section }
    }
}

/// A value read from an RCU field, valid while this guard lives.
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
        // SAFETY: as in `RcuMutex::rcu_field` for the projection; the guard is counted as a
        // reader and the result borrows it.
        unsafe { (*project_ptr::<F>(self.mutex.data.get())).current() }
    }
}

/// The lock of an [`RcuMutex`]: reads every field, mutates the fields without `Rcu`, and
/// replaces the values of the `Rcu` fields.
///
/// It dereferences to `&T`, never to `&mut T`.
pub struct RcuMutexGuard<'a, T> {
    mutex: &'a RcuMutex<T>,
    retired: MutexGuard<'a, Vec<Retired>>,
}

impl<T> Deref for RcuMutexGuard<'_, T> {
    type Target = T;

    fn deref(&self) -> &T {
        // SAFETY: while the lock is held no one else mutates the data except through
        // interior mutability: readers only load the pointers of `Rcu` fields (atomics).
        // Mutation through the guard takes `&mut self`, which excludes this borrow.
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
        // SAFETY: the lock is held and `&mut self` excludes other borrows through the
        // guard. Readers only reach fields of type `Rcu<_>` (`rcu_field`), and this field
        // is not one and contains none (`NoRcu`), so no one else accesses its memory. The
        // raw projection avoids a `&mut T` overlapping the readers' fields.
        unsafe { &mut *project_ptr_mut::<F>(self.mutex.data.get()) }
    }

    /// The current value of the RCU field `F`, read under the lock.
    pub fn rcu_get<F>(&self) -> &F::Inner
    where
        F: RcuProtected<Base = T>,
    {
        // SAFETY: the lock is held, and values are only replaced through `&mut self`,
        // which cannot happen while the result borrows `self`.
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
        // SAFETY: see `RcuMutex::rcu_field`.
        let rcu = unsafe { &*project_ptr::<F>(self.mutex.data.get()) };
        let new = Box::into_raw(Box::new(value));
        // `SeqCst`: publishes the new value (release) and is ordered before the check of
        // the reader count in `try_reclaim`.
        let old = rcu.ptr.swap(new, SeqCst);
        // SAFETY: `old` was the owned allocation of the `Rcu` (see `Rcu::get_mut`), now
        // unreachable for new readers; `F::Inner: Send`.
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
struct Retired {
    ptr: *mut (),
    drop: unsafe fn(*mut ()),
}

// SAFETY: only made from values that are `Send` (`rcu_replace`).
unsafe impl Send for Retired {}

impl Retired {
    /// # Safety
    ///
    /// `ptr` comes from `Box::into_raw`, is owned by the result, and `U: Send`.
    unsafe fn new<U>(ptr: *mut U) -> Self {
        unsafe fn drop_box<U>(ptr: *mut ()) {
            // SAFETY: `ptr` is the `Box<U>` given to `Retired::new::<U>`, dropped once.
            drop(unsafe { Box::from_raw(ptr.cast::<U>()) });
        }
        Retired { ptr: ptr.cast(), drop: drop_box::<U> }
    }
}

impl Drop for Retired {
    fn drop(&mut self) {
        // SAFETY: `Retired` owns the allocation, and it is dropped when no reader can see
        // it (`try_reclaim`, `synchronize_rcu`), or with the mutex, when no reader exists.
        unsafe { (self.drop)(self.ptr) }
    }
}
