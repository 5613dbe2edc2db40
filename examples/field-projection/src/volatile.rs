//! A custom pointer type with field projection: volatile access to memory-mapped I/O.
//!
//! Device registers must be accessed with volatile reads and writes, never through
//! ordinary references. A register block is still naturally a struct; with field
//! representing types, [`VolatilePtr::field`] projects a pointer to the block onto a
//! pointer to one register, for every register of every block, in one generic method.
//! This is what FRTs are for: projections for pointer types that live in libraries.
//!
//! With place syntax the same pointer reads like a reference: `VolatilePtr` implements
//! [`Place`] and the place operations, so `(*uart).data = b'!'` is a volatile write of one
//! register, `(*uart).status` a volatile read, and `@VolatilePtr (*uart).status` the
//! projection that [`VolatilePtr::field`] makes. The compiler names the field as a
//! subplace (an FRT, or a [`Chain`](core::field::Chain) of them for `(*p).a.b`) and calls
//! the impls below; each compiles to the volatile access at the field's offset.

use core::field::Subplace;
use core::marker::PhantomData;
use core::ops::{AccessKind, Place, PlaceBorrow, PlaceRead, PlaceWrite};
use core::ptr::NonNull;

use crate::{Field, project_non_null};

/// A pointer for volatile reads and writes of a `T`, valid for `'a`.
///
/// `Copy`, like a shared reference: several may point to the same memory, which is only
/// ever accessed with volatile operations.
///
/// ```
/// use field_projection::field_of;
/// use field_projection::volatile::VolatilePtr;
///
/// #[repr(C)]
/// struct Uart {
///     data: u8,
///     status: u8,
///     baud_divisor: u16,
/// }
///
/// // Normally an MMIO address; here ordinary memory.
/// let mut regs = Uart { data: 0, status: 0x1, baud_divisor: 0 };
/// let uart = VolatilePtr::from_mut(&mut regs);
///
/// uart.field::<field_of!(Uart, baud_divisor)>().write(26);
/// if uart.field::<field_of!(Uart, status)>().read() & 0x1 != 0 {
///     uart.field::<field_of!(Uart, data)>().write(b'!');
/// }
/// assert_eq!((regs.data, regs.status, regs.baud_divisor), (b'!', 0x1, 26));
/// ```
///
/// The same with place syntax: each access is the volatile read or write of one register,
/// and needs no `unsafe` (the pointer's invariants make it sound):
///
/// ```
/// use field_projection::volatile::VolatilePtr;
///
/// #[repr(C)]
/// struct Uart {
///     data: u8,
///     status: u8,
///     baud_divisor: u16,
/// }
///
/// let mut regs = Uart { data: 0, status: 0x1, baud_divisor: 0 };
/// let uart = VolatilePtr::from_mut(&mut regs);
///
/// (*uart).baud_divisor = 26;
/// if (*uart).status & 0x1 != 0 {
///     (*uart).data = b'!';
/// }
/// // A pointer to one register, as `uart.field::<field_of!(Uart, status)>()` gives:
/// let status: VolatilePtr<'_, u8> = @VolatilePtr (*uart).status;
/// assert_eq!(status.read(), 0x1);
/// assert_eq!((regs.data, regs.status, regs.baud_divisor), (b'!', 0x1, 26));
/// ```
///
/// A register is never referenced, with either syntax: `VolatilePtr` lends its places
/// only as `VolatilePtr`s, so `&(*uart).status` does not compile.
///
/// ```compile_fail,E0277
/// use field_projection::volatile::VolatilePtr;
///
/// #[repr(C)]
/// struct Uart { data: u8, status: u8 }
///
/// let mut regs = Uart { data: 0, status: 0x1 };
/// let uart = VolatilePtr::from_mut(&mut regs);
/// let status: &u8 = &(*uart).status;
/// ```
///
/// The projection checks that the field belongs to the pointee:
///
/// ```compile_fail,E0271
/// use field_projection::field_of;
/// use field_projection::volatile::VolatilePtr;
///
/// #[repr(C)]
/// struct Uart { data: u8 }
/// #[repr(C)]
/// struct Timer { count: u32 }
///
/// let mut regs = Uart { data: 0 };
/// let uart = VolatilePtr::from_mut(&mut regs);
/// uart.field::<field_of!(Timer, count)>().write(1);
/// ```
///
/// # Invariants
///
/// For all of `'a`:
///
/// - `ptr` is aligned for `T`, and the `size_of::<T>()` bytes from `ptr` lie in one
///   allocation (a device's memory-mapped region counts as one) and are valid for volatile
///   reads and writes;
/// - these bytes always hold a valid `T`;
/// - they are accessed only with volatile operations (through `VolatilePtr`s, or by the
///   device), never through a reference.
pub struct VolatilePtr<'a, T> {
    ptr: NonNull<T>,
    _borrow: PhantomData<&'a mut T>,
}

impl<T> Clone for VolatilePtr<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for VolatilePtr<'_, T> {}

impl<'a, T> VolatilePtr<'a, T> {
    /// A volatile pointer to memory that is exclusively borrowed for `'a`.
    pub fn from_mut(value: &'a mut T) -> Self {
        // INVARIANT: a `&'a mut T` points to a valid, aligned `T` inside one allocation, and
        // no other reference can reach it for `'a` (`_borrow` keeps it borrowed). Writes
        // through the result only store whole, valid values of `T` or of its fields.
        VolatilePtr { ptr: NonNull::from(value), _borrow: PhantomData }
    }

    /// A volatile pointer to arbitrary memory, such as a device's registers.
    ///
    /// # Safety
    ///
    /// For `'a`, `ptr` is aligned, the `size_of::<T>()` bytes from it lie in one allocation
    /// (a device's memory-mapped region counts as one) and are valid for volatile reads and
    /// writes, they hold a valid `T` whenever they are read (for registers: every value the
    /// device may put there is valid for the register's type), and no reference accesses
    /// them (only volatile operations do, or the device): [the invariants](VolatilePtr#invariants).
    pub unsafe fn new(ptr: NonNull<T>) -> Self {
        // INVARIANT: the caller's guarantee, which is the invariant.
        VolatilePtr { ptr, _borrow: PhantomData }
    }

    /// The volatile pointer to the field `F` of the pointee.
    pub fn field<F: Field<Base = T>>(self) -> VolatilePtr<'a, F::Type> {
        // SAFETY: by the type invariant, the `size_of::<T>()` bytes from `self.ptr` lie in
        // one allocation, which is what `project_non_null` requires.
        let ptr = unsafe { project_non_null::<F>(self.ptr) };
        // INVARIANT: `F: Field<Base = T>`, so the field's bytes lie inside the `T` at
        // `self.ptr`, aligned because the `T` is, hold a valid `F::Type` whenever the `T` is
        // valid, and are accessed like the rest of the `T`: by volatile operations only.
        // Writing a valid `F::Type` there leaves a valid `T` (a struct or tuple; `Field` has
        // no impls for enum or union fields).
        VolatilePtr { ptr, _borrow: PhantomData }
    }

    /// Reads the pointee with a volatile read.
    pub fn read(self) -> T
    where
        T: Copy,
    {
        // SAFETY: by the type invariant, `self.ptr` is aligned, valid for volatile reads
        // and holds a valid `T`; `T: Copy`, so the copy read out does not duplicate an owner.
        unsafe { self.ptr.read_volatile() }
    }

    /// Writes the pointee with a volatile write (the old value is not dropped: `T: Copy`).
    pub fn write(self, value: T)
    where
        T: Copy,
    {
        // SAFETY: by the type invariant, `self.ptr` is aligned and valid for volatile
        // writes. `value` is a valid `T`, so the invariant still holds afterwards.
        unsafe { self.ptr.write_volatile(value) }
    }
}

impl<T> Place for VolatilePtr<'_, T> {
    type Target = T;
}

impl<'a, T> VolatilePtr<'a, T> {
    /// The pointer to the subplace `sub` of the pointee, for the place operations below.
    fn subplace<S>(self, sub: &S) -> VolatilePtr<'a, S::Target>
    where
        S: Subplace<Source = T>,
        S::Target: Sized,
    {
        let (offset, ()) = sub.offset(());
        // SAFETY: `sub` is a subplace of a `T` (`S::Source = T`), so `offset` plus the size of
        // `S::Target` is at most the size of `T`, and by the type invariant the `T` at
        // `self.ptr` lies in one allocation: the result is in bounds, hence non-null.
        let ptr = unsafe { self.ptr.byte_add(offset).cast::<S::Target>() };
        // INVARIANT: as in `field`: a subplace of the `T` is aligned when the `T` is
        // (subplaces are fields, never of packed structs, or the whole), holds a valid
        // `S::Target` whenever the `T` is valid, and is accessed like the rest of the `T`.
        VolatilePtr { ptr, _borrow: PhantomData }
    }
}

// SAFETY: `read` is `VolatilePtr::read` of the subplace: a volatile read of a valid, aligned
// `S::Target` inside the pointee (`subplace`). `S::Target: Copy`, so the copy owns nothing.
// By the type invariant the memory is valid for volatile reads for all of `'a`, which the
// pointer cannot outlive, so no caller has anything more to check: `SAFETY = true`.
unsafe impl<T, S> PlaceRead<S> for VolatilePtr<'_, T>
where
    S: Subplace<Source = T>,
    S::Target: Copy,
{
    const SAFETY: bool = true;

    #[inline]
    unsafe fn read(this: *const Self, sub: S) -> S::Target {
        // SAFETY: the compiler passes a pointer to a valid `VolatilePtr` (a `Copy` value).
        let this = unsafe { *this };
        this.subplace(&sub).read()
    }
}

// SAFETY: `write` is `VolatilePtr::write` of the subplace: a volatile write of a valid
// `S::Target` (`Copy`, so no old value needs dropping), which leaves a valid `T` (`subplace`).
// As for reads, the type invariant makes it sound for any caller: `SAFETY = true`.
unsafe impl<T, S> PlaceWrite<S> for VolatilePtr<'_, T>
where
    S: Subplace<Source = T>,
    S::Target: Copy,
{
    const SAFETY: bool = true;

    #[inline]
    unsafe fn write(this: *const Self, sub: S, value: S::Target) {
        // SAFETY: the compiler passes a pointer to a valid `VolatilePtr` (a `Copy` value).
        let this = unsafe { *this };
        this.subplace(&sub).write(value);
    }
}

// SAFETY: `borrow` returns the pointer to the subplace, which satisfies the type invariant
// for `'a` (`subplace`). Like the `VolatilePtr` it comes from, it may coexist with other
// pointers to the same memory, so the borrow is not tracked: `ACCESS = Untracked`, and
// `SAFETY = true`, as `field` is safe.
unsafe impl<'a, T, S> PlaceBorrow<S, VolatilePtr<'a, S::Target>> for VolatilePtr<'a, T>
where
    S: Subplace<Source = T>,
    S::Target: Sized,
{
    const SAFETY: bool = true;
    const ACCESS: AccessKind = AccessKind::Untracked;

    #[inline]
    unsafe fn borrow(this: *const Self, sub: S) -> VolatilePtr<'a, S::Target> {
        // SAFETY: the compiler passes a pointer to a valid `VolatilePtr` (a `Copy` value).
        let this = unsafe { *this };
        this.subplace(&sub)
    }
}
