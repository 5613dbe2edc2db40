//! A custom pointer type with field projection: volatile access to memory-mapped I/O.
//!
//! Device registers must be accessed with volatile reads and writes, never through
//! ordinary references. A register block is still naturally a struct; with field
//! representing types, [`VolatilePtr::field`] projects a pointer to the block onto a
//! pointer to one register, for every register of every block, in one generic method.
//! This is what FRTs are for: projections for pointer types that live in libraries.

use core::marker::PhantomData;
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
        VolatilePtr { ptr: NonNull::from(value), _borrow: PhantomData }
    }

    /// A volatile pointer to arbitrary memory, such as a device's registers.
    ///
    /// # Safety
    ///
    /// For `'a`, `ptr` is valid for volatile reads and writes of a `T` and aligned, and the
    /// memory is accessed by no references (only by volatile operations, or by the
    /// device).
    pub unsafe fn new(ptr: NonNull<T>) -> Self {
        VolatilePtr { ptr, _borrow: PhantomData }
    }

    /// The volatile pointer to the field `F` of the pointee.
    pub fn field<F: Field<Base = T>>(self) -> VolatilePtr<'a, F::Type> {
        // SAFETY: `self.ptr` is valid for a whole `T` (the invariant), so the field's
        // offset is in bounds; the field pointer is valid and aligned for `'a` too.
        let ptr = unsafe { project_non_null::<F>(self.ptr) };
        VolatilePtr { ptr, _borrow: PhantomData }
    }

    /// Reads the pointee with a volatile read.
    pub fn read(self) -> T
    where
        T: Copy,
    {
        // SAFETY: valid for volatile reads and aligned (the invariant); `T: Copy`.
        unsafe { self.ptr.read_volatile() }
    }

    /// Writes the pointee with a volatile write (the old value is not dropped: `T: Copy`).
    pub fn write(self, value: T)
    where
        T: Copy,
    {
        // SAFETY: valid for volatile writes and aligned (the invariant).
        unsafe { self.ptr.write_volatile(value) }
    }
}
