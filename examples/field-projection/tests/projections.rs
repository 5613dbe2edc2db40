//! Every projection of `field-projection`, checked on values: offsets, which bytes are
//! written, addresses, and generic containers.
#![feature(field_projections)]
#![allow(incomplete_features)]

use std::cell::{Cell, UnsafeCell};
use std::future::Future;
use std::marker::PhantomPinned;
use std::mem::{MaybeUninit, offset_of, size_of};
use std::pin::{Pin, pin};
use std::ptr::{self, NonNull};
use std::rc::Rc;
use std::task::{Context, Poll, Waker};

use field_projection::cell::{project_cell, project_unsafe_cell};
use field_projection::pin::{project_pin, project_pin_ref, project_pinned, project_unpinned};
use field_projection::uninit::{project_uninit, project_uninit_mut};
use field_projection::volatile::VolatilePtr;
use field_projection::{
    Field, container_of, container_of_mut, container_of_ptr, container_of_ptr_mut, field_of,
    pin_fields, project_mut, project_mut_pair, project_non_null, project_ptr, project_ptr_mut,
    project_ref,
};

#[repr(C)]
#[derive(Debug, Default, Clone, PartialEq)]
struct ReprC {
    a: u8,
    b: u64,
    c: u16,
    d: u32,
}

#[derive(Debug, Default, Clone, PartialEq)]
struct Rust {
    a: u8,
    b: u64,
    c: u16,
    d: u32,
}

#[derive(Debug, Clone, PartialEq)]
struct Pair<T, U> {
    first: T,
    second: U,
}

#[derive(Debug, PartialEq)]
struct Tuple(u8, String, u32);

fn offset<F: Field>() -> usize {
    F::OFFSET
}

/// The address of the projected field minus the address of the base.
fn projected_offset<F: Field>(base: &F::Base) -> usize {
    project_ref::<F>(base) as *const F::Type as usize - base as *const F::Base as usize
}

#[test]
fn offsets_agree_with_offset_of() {
    assert_eq!(offset::<field_of!(ReprC, a)>(), offset_of!(ReprC, a));
    assert_eq!(offset::<field_of!(ReprC, b)>(), offset_of!(ReprC, b));
    assert_eq!(offset::<field_of!(ReprC, c)>(), offset_of!(ReprC, c));
    assert_eq!(offset::<field_of!(ReprC, d)>(), offset_of!(ReprC, d));
    assert_eq!(offset::<field_of!(Rust, a)>(), offset_of!(Rust, a));
    assert_eq!(offset::<field_of!(Rust, b)>(), offset_of!(Rust, b));
    assert_eq!(offset::<field_of!(Rust, c)>(), offset_of!(Rust, c));
    assert_eq!(offset::<field_of!(Rust, d)>(), offset_of!(Rust, d));
    assert_eq!(offset::<field_of!(Pair<u8, u64>, first)>(), offset_of!(Pair<u8, u64>, first));
    assert_eq!(offset::<field_of!(Pair<u8, u64>, second)>(), offset_of!(Pair<u8, u64>, second));
    assert_eq!(
        offset::<field_of!(Pair<String, u8>, second)>(),
        offset_of!(Pair<String, u8>, second)
    );
    assert_eq!(offset::<field_of!(Tuple, 0)>(), offset_of!(Tuple, 0));
    assert_eq!(offset::<field_of!(Tuple, 1)>(), offset_of!(Tuple, 1));
    assert_eq!(offset::<field_of!(Tuple, 2)>(), offset_of!(Tuple, 2));
    assert_eq!(offset::<field_of!((u8, u32, u16), 1)>(), offset_of!((u8, u32, u16), 1));
    // repr(C) offsets are known exactly.
    assert_eq!(offset::<field_of!(ReprC, b)>(), 8);
    assert_eq!(offset::<field_of!(ReprC, d)>(), 20);

    let r = ReprC::default();
    assert_eq!(projected_offset::<field_of!(ReprC, c)>(&r), offset_of!(ReprC, c));
    let t = Tuple(1, String::new(), 2);
    assert_eq!(projected_offset::<field_of!(Tuple, 2)>(&t), offset_of!(Tuple, 2));
}

#[test]
fn project_ref_reads_each_field() {
    let r = Rust { a: 1, b: 2, c: 3, d: 4 };
    assert_eq!(*project_ref::<field_of!(Rust, a)>(&r), 1);
    assert_eq!(*project_ref::<field_of!(Rust, b)>(&r), 2);
    assert_eq!(*project_ref::<field_of!(Rust, c)>(&r), 3);
    assert_eq!(*project_ref::<field_of!(Rust, d)>(&r), 4);
    assert!(ptr::eq(project_ref::<field_of!(Rust, c)>(&r), &r.c));

    let t = Tuple(9, String::from("nine"), 99);
    assert_eq!(project_ref::<field_of!(Tuple, 1)>(&t), "nine");
    let tuple = (1u8, 'x', 2.5f64);
    assert_eq!(*project_ref::<field_of!((u8, char, f64), 1)>(&tuple), 'x');
    assert_eq!(*project_ref::<field_of!((u8, char, f64), 2)>(&tuple), 2.5);
}

#[test]
fn project_mut_writes_only_its_field() {
    let mut r = ReprC { a: 1, b: 2, c: 3, d: 4 };
    *project_mut::<field_of!(ReprC, c)>(&mut r) = 30;
    assert_eq!(r, ReprC { a: 1, b: 2, c: 30, d: 4 });
    *project_mut::<field_of!(ReprC, b)>(&mut r) = u64::MAX;
    assert_eq!(r, ReprC { a: 1, b: u64::MAX, c: 30, d: 4 });

    let mut t = Tuple(1, String::from("a"), 2);
    project_mut::<field_of!(Tuple, 1)>(&mut t).push('b');
    *project_mut::<field_of!(Tuple, 2)>(&mut t) += 1;
    assert_eq!(t, Tuple(1, String::from("ab"), 3));
}

/// Generic over the container's type parameters and over the field.
fn swap_fields<T, F, G>(base: &mut F::Base)
where
    F: Field<Type = T>,
    G: Field<Base = F::Base, Type = T>,
{
    let (f, g) = project_mut_pair::<F, G>(base);
    std::mem::swap(f, g);
}

#[test]
fn generic_pair() {
    fn get_first<T, U>(p: &Pair<T, U>) -> &T {
        project_ref::<field_of!(Pair<T, U>, first)>(p)
    }
    fn set_second<T, U>(p: &mut Pair<T, U>, value: U) {
        *project_mut::<field_of!(Pair<T, U>, second)>(p) = value;
    }

    let mut p = Pair { first: String::from("left"), second: vec![1u8] };
    assert_eq!(get_first(&p), "left");
    set_second(&mut p, vec![2, 3]);
    assert_eq!(p.second, [2, 3]);

    let mut q = Pair { first: 1u32, second: 2u32 };
    swap_fields::<u32, field_of!(Pair<u32, u32>, first), field_of!(Pair<u32, u32>, second)>(&mut q);
    assert_eq!(q, Pair { first: 2, second: 1 });

    let mut s = Pair { first: String::from("a"), second: String::from("b") };
    swap_fields::<
        String,
        field_of!(Pair<String, String>, second),
        field_of!(Pair<String, String>, first),
    >(&mut s);
    assert_eq!((s.first.as_str(), s.second.as_str()), ("b", "a"));
}

#[test]
fn project_mut_pair_gives_disjoint_fields() {
    let mut r = Rust { a: 1, b: 2, c: 3, d: 4 };
    let (a, d) = project_mut_pair::<field_of!(Rust, a), field_of!(Rust, d)>(&mut r);
    *a = 10;
    *d = 40;
    assert_eq!(r, Rust { a: 10, b: 2, c: 3, d: 40 });

    // Zero-sized fields never overlap, not even with themselves.
    struct Z {
        unit: (),
        n: u8,
    }
    let mut z = Z { unit: (), n: 1 };
    let (u1, u2) = project_mut_pair::<field_of!(Z, unit), field_of!(Z, unit)>(&mut z);
    assert_eq!((*u1, *u2), ((), ()));
    let (n, _) = project_mut_pair::<field_of!(Z, n), field_of!(Z, unit)>(&mut z);
    *n = 2;
    assert_eq!(z.n, 2);
}

#[test]
fn raw_pointer_projections() {
    let boxed = Box::into_raw(Box::new(ReprC { a: 1, b: 2, c: 3, d: 4 }));
    let d = project_ptr_mut::<field_of!(ReprC, d)>(boxed);
    assert_eq!(d as usize - boxed as usize, offset_of!(ReprC, d));
    // SAFETY: `boxed` is a live, uniquely owned allocation.
    unsafe {
        d.write(44);
        assert_eq!(project_ptr::<field_of!(ReprC, b)>(boxed).read(), 2);
    }
    // SAFETY: from `Box::into_raw`, not used afterwards.
    let r = unsafe { Box::from_raw(boxed) };
    assert_eq!(*r, ReprC { a: 1, b: 2, c: 3, d: 44 });

    // Wrapping arithmetic: address computation only, fine on null and dangling pointers.
    assert_eq!(project_ptr::<field_of!(ReprC, d)>(ptr::null()).addr(), offset_of!(ReprC, d));
    let dangling = NonNull::<ReprC>::dangling().as_ptr();
    assert_eq!(
        project_ptr_mut::<field_of!(ReprC, c)>(dangling).addr(),
        dangling.addr() + offset_of!(ReprC, c)
    );
}

#[test]
fn projections_in_const_context() {
    // The raw projections are `const fn`: usable in constants and statics.
    const D: *const u32 = project_ptr::<field_of!(ReprC, d)>(ptr::null());
    const BACK: *const ReprC = container_of_ptr::<field_of!(ReprC, d)>(D);
    static R: ReprC = ReprC { a: 1, b: 2, c: 3, d: 4 };
    static C: &u16 = project_ref_const(&R);
    const fn project_ref_const(r: &'static ReprC) -> &'static u16 {
        // SAFETY: `r` is a valid `ReprC`, so its `c` field is valid and aligned.
        unsafe { &*project_ptr::<field_of!(ReprC, c)>(r) }
    }
    assert_eq!(D.addr(), offset_of!(ReprC, d));
    assert!(BACK.is_null());
    assert_eq!(*C, 3);
    assert!(ptr::eq(C, &R.c));
}

#[test]
fn non_null_projection() {
    let mut t = Tuple(1, String::from("x"), 3);
    let base = NonNull::from(&mut t);
    // SAFETY: `base` points to the live `t`.
    let s = unsafe { project_non_null::<field_of!(Tuple, 1)>(base) };
    assert_eq!(s.as_ptr().addr() - base.as_ptr().addr(), offset_of!(Tuple, 1));
    // SAFETY: `s` points to `t.1`, and `t` is not otherwise borrowed meanwhile.
    unsafe { (*s.as_ptr()).push('y') };
    assert_eq!(t.1, "xy");
}

#[test]
fn container_of_round_trips() {
    let r = ReprC { a: 1, b: 2, c: 3, d: 4 };
    let c = project_ref::<field_of!(ReprC, c)>(&r);
    // SAFETY: `c` is the `c` field of `r`, derived from `&r`.
    let back = unsafe { container_of::<field_of!(ReprC, c)>(c) };
    assert!(ptr::eq(back, &r));
    assert_eq!(back.d, 4);

    let p = Pair { first: 5u16, second: String::from("s") };
    let second = project_ptr::<field_of!(Pair<u16, String>, second)>(&p);
    assert!(ptr::eq(container_of_ptr::<field_of!(Pair<u16, String>, second)>(second), &p));

    // Raw round trip is exact on any address (wrapping arithmetic).
    let fake = 0x1000 as *mut ReprC;
    let field = project_ptr_mut::<field_of!(ReprC, d)>(fake);
    assert_eq!(container_of_ptr_mut::<field_of!(ReprC, d)>(field), fake);

    let mut q = Pair { first: 1i32, second: 2i64 };
    let second = project_ptr_mut::<field_of!(Pair<i32, i64>, second)>(&mut q);
    // SAFETY: `second` comes from `&mut q`, and `q` is not used while `whole` is.
    let whole = unsafe { container_of_mut::<field_of!(Pair<i32, i64>, second)>(&mut *second) };
    whole.first = 10;
    whole.second = 20;
    assert_eq!(q, Pair { first: 10, second: 20 });
}

/// An intrusive, doubly linked ring: nodes link to each other through an embedded `Link`,
/// and `container_of` gets back from a link to its node.
#[test]
fn container_of_intrusive_list() {
    struct Link {
        next: Cell<*const Link>,
    }
    struct Node {
        value: u32,
        link: Link,
    }
    let nodes: Vec<Node> =
        (0..4).map(|value| Node { value, link: Link { next: Cell::new(ptr::null()) } }).collect();
    for (i, n) in nodes.iter().enumerate() {
        let next = project_ptr::<field_of!(Node, link)>(&nodes[(i + 1) % nodes.len()]);
        n.link.next.set(next);
    }
    let mut link = project_ptr::<field_of!(Node, link)>(&nodes[2]);
    let mut seen = vec![];
    for _ in 0..5 {
        let node = container_of_ptr::<field_of!(Node, link)>(link);
        // SAFETY: every link is the `link` of a node in `nodes`, derived from a pointer to
        // the whole node, and `nodes` is alive and not mutated.
        let node = unsafe { &*node };
        seen.push(node.value);
        link = node.link.next.get();
    }
    assert_eq!(seen, [2, 3, 0, 1, 2]);
}

#[test]
fn cell_projection_mutates_shared_struct() {
    let shared = Rc::new(Cell::new(Pair { first: 1u32, second: (2u8, 3u16) }));
    let alias = Rc::clone(&shared);
    let first = project_cell::<field_of!(Pair<u32, (u8, u16)>, first)>(&shared);
    let second = project_cell::<field_of!(Pair<u32, (u8, u16)>, second)>(&alias);
    let inner = project_cell::<field_of!((u8, u16), 1)>(second);
    first.set(first.get() + 10);
    inner.set(33);
    second.set((second.get().0 + 1, inner.get() + 1));
    let whole = shared.replace(Pair { first: 0, second: (0, 0) });
    assert_eq!(whole, Pair { first: 11, second: (3, 34) });
    assert_eq!(first.get(), 0);
    assert_eq!(inner.get(), 0);
    assert_eq!(
        project_cell::<field_of!(Pair<u32, (u8, u16)>, first)>(&alias).as_ptr().addr(),
        shared.as_ptr().addr() + offset_of!(Pair<u32, (u8, u16)>, first)
    );
}

#[test]
fn cell_projection_non_copy_field() {
    let cell = Cell::new(Tuple(1, String::from("old"), 2));
    let name = project_cell::<field_of!(Tuple, 1)>(&cell);
    let old = name.replace(String::from("new"));
    assert_eq!(old, "old");
    assert_eq!(cell.into_inner(), Tuple(1, String::from("new"), 2));
}

#[test]
fn unsafe_cell_projection() {
    let cell = UnsafeCell::new(Rust { a: 1, b: 2, c: 3, d: 4 });
    let b = project_unsafe_cell::<field_of!(Rust, b)>(&cell);
    let d = project_unsafe_cell::<field_of!(Rust, d)>(&cell);
    assert_eq!(b.get().addr() - cell.get().addr(), offset_of!(Rust, b));
    // SAFETY: single-threaded; no references into `cell` are alive.
    unsafe {
        *b.get() = 20;
        *d.get() += 40;
    }
    assert_eq!(cell.into_inner(), Rust { a: 1, b: 20, c: 3, d: 44 });
}

#[test]
fn maybe_uninit_field_by_field() {
    let mut slot = MaybeUninit::<Pair<String, ReprC>>::uninit();
    project_uninit_mut::<field_of!(Pair<String, ReprC>, first)>(&mut slot)
        .write(String::from("init"));
    let second = project_uninit_mut::<field_of!(Pair<String, ReprC>, second)>(&mut slot);
    // Nested: initialise the inner struct field by field too.
    project_uninit_mut::<field_of!(ReprC, a)>(second).write(1);
    project_uninit_mut::<field_of!(ReprC, b)>(second).write(2);
    project_uninit_mut::<field_of!(ReprC, c)>(second).write(3);
    project_uninit_mut::<field_of!(ReprC, d)>(second).write(4);
    let first = project_uninit::<field_of!(Pair<String, ReprC>, first)>(&slot);
    // SAFETY: written above.
    assert_eq!(unsafe { first.assume_init_ref() }, "init");
    // SAFETY: every field, recursively, was written.
    let pair = unsafe { slot.assume_init() };
    assert_eq!(
        pair,
        Pair { first: String::from("init"), second: ReprC { a: 1, b: 2, c: 3, d: 4 } }
    );
}

#[test]
fn maybe_uninit_in_place_in_a_box() {
    // Build a large value directly in its heap allocation.
    struct Big {
        header: u64,
        payload: [u8; 4096],
    }
    let mut boxed: Box<MaybeUninit<Big>> = Box::new_uninit();
    let addr = ptr::from_ref(&*boxed).addr();
    project_uninit_mut::<field_of!(Big, header)>(&mut boxed).write(0xabcd);
    project_uninit_mut::<field_of!(Big, payload)>(&mut boxed).write([7; 4096]);
    // SAFETY: both fields were written.
    let big: Box<Big> = unsafe { boxed.assume_init() };
    assert_eq!(ptr::from_ref(&*big).addr(), addr);
    assert_eq!(big.header, 0xabcd);
    assert!(big.payload.iter().all(|&b| b == 7));
    assert_eq!(size_of::<Big>(), 4104);
}

/// A value that checks it is never moved once pinned: it records its address when
/// first polled through a pin, and compares on every later access.
struct AddressTracker {
    addr: Cell<usize>,
    _pinned: PhantomPinned,
}

impl AddressTracker {
    fn new() -> Self {
        AddressTracker { addr: Cell::new(0), _pinned: PhantomPinned }
    }
    fn check(self: Pin<&Self>) -> usize {
        let here = ptr::from_ref(&*self).addr();
        if self.addr.get() == 0 {
            self.addr.set(here);
        }
        assert_eq!(self.addr.get(), here, "a pinned value moved");
        here
    }
}

struct Holder<T> {
    tracker: AddressTracker,
    value: T,
    log: Vec<&'static str>,
}

pin_fields! {
    impl<T> for Holder<T> {
        pinned tracker,
        unpinned value,
        unpinned log,
    }
}

#[test]
fn pin_projection_keeps_pinned_data_in_place() {
    let mut holder = Box::pin(Holder { tracker: AddressTracker::new(), value: 1u32, log: vec![] });
    let tracker: Pin<&mut AddressTracker> =
        project_pin::<field_of!(Holder<u32>, tracker)>(holder.as_mut());
    let first = tracker.as_ref().check();

    // Unpinned fields can be replaced and moved out while the holder stays pinned.
    *project_pin::<field_of!(Holder<u32>, value)>(holder.as_mut()) = 2;
    let log = project_unpinned::<field_of!(Holder<u32>, log)>(holder.as_mut());
    log.push("a");
    let taken = std::mem::take(log);
    assert_eq!(taken, ["a"]);

    // Moving the box moves the pointer, not the pinned value.
    let moved = holder;
    let tracker = project_pin_ref::<field_of!(Holder<u32>, tracker)>(moved.as_ref());
    assert_eq!(tracker.check(), first);
    assert_eq!(first, ptr::from_ref(&moved.tracker).addr());
    assert_eq!(*project_pin_ref::<field_of!(Holder<u32>, value)>(moved.as_ref()), 2);

    // Also on the stack, with `pin!`.
    let mut local = pin!(Holder { tracker: AddressTracker::new(), value: "s", log: vec![] });
    let a = project_pinned::<field_of!(Holder<&str>, tracker)>(local.as_mut()).into_ref().check();
    *project_unpinned::<field_of!(Holder<&str>, value)>(local.as_mut()) = "t";
    let b = project_pinned::<field_of!(Holder<&str>, tracker)>(local.as_mut()).into_ref().check();
    assert_eq!(a, b);
    assert_eq!(local.value, "t");
}

/// A future combinator in the style of `pin-project`: polls two futures, counting polls.
struct Join<A, B> {
    a: A,
    b: B,
    a_out: Option<u32>,
    b_out: Option<u32>,
    polls: u32,
}

pin_fields! {
    impl<A, B> for Join<A, B> {
        pinned a,
        pinned b,
        unpinned a_out,
        unpinned b_out,
        unpinned polls,
    }
}

impl<A: Future<Output = u32>, B: Future<Output = u32>> Future for Join<A, B> {
    type Output = (u32, u32, u32);

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        *project_pin::<field_of!(Self, polls)>(self.as_mut()) += 1;
        if self.a_out.is_none()
            && let Poll::Ready(v) = project_pin::<field_of!(Self, a)>(self.as_mut()).poll(cx)
        {
            *project_pin::<field_of!(Self, a_out)>(self.as_mut()) = Some(v);
        }
        if self.b_out.is_none()
            && let Poll::Ready(v) = project_pin::<field_of!(Self, b)>(self.as_mut()).poll(cx)
        {
            *project_pin::<field_of!(Self, b_out)>(self.as_mut()) = Some(v);
        }
        match (self.a_out, self.b_out) {
            (Some(a), Some(b)) => Poll::Ready((a, b, self.polls)),
            _ => Poll::Pending,
        }
    }
}

/// Ready with its value after being pending `n` times; `!Unpin`, and checks that it is
/// not moved between polls.
struct CountDown {
    n: u32,
    value: u32,
    tracker: AddressTracker,
}

pin_fields! {
    impl for CountDown { unpinned n, unpinned value, pinned tracker }
}

impl Future for CountDown {
    type Output = u32;
    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<u32> {
        project_pin::<field_of!(CountDown, tracker)>(self.as_mut()).into_ref().check();
        let n = project_pin::<field_of!(CountDown, n)>(self.as_mut());
        if *n == 0 {
            return Poll::Ready(self.value);
        }
        *n -= 1;
        cx.waker().wake_by_ref();
        Poll::Pending
    }
}

fn block_on<F: Future>(fut: F) -> F::Output {
    let mut fut = pin!(fut);
    let mut cx = Context::from_waker(Waker::noop());
    loop {
        if let Poll::Ready(out) = fut.as_mut().poll(&mut cx) {
            return out;
        }
    }
}

#[test]
fn pin_projection_drives_futures() {
    let join = Join {
        a: CountDown { n: 3, value: 10, tracker: AddressTracker::new() },
        b: CountDown { n: 1, value: 20, tracker: AddressTracker::new() },
        a_out: None,
        b_out: None,
        polls: 0,
    };
    assert_eq!(block_on(join), (10, 20, 4));
}

/// A tuple struct with a lifetime: `pin_fields!` takes `impl<'a, F>` and field indices.
/// Counts its polls in a counter it borrows.
struct CountPolls<'a, F>(F, &'a mut u32);

pin_fields! {
    impl<'a, F> for CountPolls<'a, F> { pinned 0, unpinned 1 }
}

impl<F: Future> Future for CountPolls<'_, F> {
    type Output = F::Output;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<F::Output> {
        **project_pin::<field_of!(Self, 1)>(self.as_mut()) += 1;
        project_pin::<field_of!(Self, 0)>(self).poll(cx)
    }
}

#[test]
fn pin_fields_with_lifetimes_and_indices() {
    let mut polls = 0;
    let fut = CountPolls(CountDown { n: 2, value: 7, tracker: AddressTracker::new() }, &mut polls);
    assert_eq!(block_on(fut), 7);
    assert_eq!(polls, 3);
}

/// `Unpin` exactly when its pinned fields are: the `PhantomPinned` is not pinned, so it
/// does not count.
struct Parked<T> {
    value: T,
    _marker: PhantomPinned,
}

pin_fields! {
    impl<T> for Parked<T> { pinned value, unpinned _marker }
}

fn assert_unpin<T: Unpin>() {}

#[test]
fn pin_fields_unpin_follows_the_pinned_fields() {
    assert_unpin::<Parked<u32>>();
    assert_unpin::<Parked<String>>();
    assert_unpin::<CountPolls<'static, u8>>();
    // So an `Unpin` `Parked` can be pinned and unpinned safely.
    let mut parked = Parked { value: 1u32, _marker: PhantomPinned };
    let mut pinned = Pin::new(&mut parked);
    *project_pinned::<field_of!(Parked<u32>, value)>(pinned.as_mut()) += 1;
    Pin::into_inner(pinned).value += 1;
    assert_eq!(parked.value, 3);
}

// The register blocks of the volatile tests, for both syntaxes.
#[repr(C)]
struct Regs {
    ctrl: u32,
    status: u32,
    data: [u8; 4],
}

#[repr(C)]
struct Channel {
    count: u16,
    flags: u16,
}
#[repr(C)]
struct Dma {
    channels: (Channel, Channel),
}

#[test]
fn volatile_register_block() {
    let mut regs = Regs { ctrl: 0, status: 0b10, data: [0; 4] };
    let p = VolatilePtr::from_mut(&mut regs);
    let ctrl = p.field::<field_of!(Regs, ctrl)>();
    ctrl.write(ctrl.read() | 1);
    let status = p.field::<field_of!(Regs, status)>().read();
    p.field::<field_of!(Regs, data)>().write(status.to_le_bytes());
    assert_eq!((regs.ctrl, regs.status, regs.data), (1, 0b10, [2, 0, 0, 0]));
}

#[test]
fn volatile_nested_projection() {
    let mut dma =
        Dma { channels: (Channel { count: 0, flags: 0 }, Channel { count: 0, flags: 0 }) };
    let p = VolatilePtr::from_mut(&mut dma);
    let ch1 = p.field::<field_of!(Dma, channels)>().field::<field_of!((Channel, Channel), 1)>();
    ch1.field::<field_of!(Channel, count)>().write(512);
    ch1.field::<field_of!(Channel, flags)>().write(0x8000);
    assert_eq!(
        (dma.channels.0.count, dma.channels.1.count, dma.channels.1.flags),
        (0, 512, 0x8000)
    );
}

// The same register accesses with place syntax: `VolatilePtr`'s place impls.
#[test]
fn volatile_place_syntax() {
    let mut regs = Regs { ctrl: 0, status: 0b10, data: [0; 4] };
    let p = VolatilePtr::from_mut(&mut regs);
    (*p).ctrl = (*p).ctrl | 1;
    let status = (*p).status;
    (*p).data = status.to_le_bytes();
    let ctrl: VolatilePtr<'_, u32> = @VolatilePtr (*p).ctrl;
    ctrl.write(ctrl.read() | 4);
    assert_eq!((regs.ctrl, regs.status, regs.data), (5, 0b10, [2, 0, 0, 0]));
}

// A nested place `(*p).channels.1.count` is one subplace (a chain of FRTs): one volatile
// access at the sum of the offsets.
#[test]
fn volatile_place_syntax_nested() {
    let mut dma =
        Dma { channels: (Channel { count: 0, flags: 0 }, Channel { count: 0, flags: 0 }) };
    let p = VolatilePtr::from_mut(&mut dma);
    (*p).channels.1.count = 512;
    let ch1: VolatilePtr<'_, Channel> = @VolatilePtr (*p).channels.1;
    (*ch1).flags = 0x8000;
    // A read into a local: `assert_eq!` borrows its operands, and `VolatilePtr` lends no `&`.
    let flags = (*p).channels.1.flags;
    assert_eq!(flags, 0x8000);
    assert_eq!(
        (dma.channels.0.count, dma.channels.1.count, dma.channels.1.flags),
        (0, 512, 0x8000)
    );
}

// `@NonNull (*p).f` is `project_non_null`, for every field of `ReprC` and `Rust`. (In a
// macro's `$e:expr`, a place borrow goes in parentheses: `@` does not start an expression
// fragment, so that the `@tag` arms of existing macros keep matching.)
#[test]
fn non_null_place_syntax() {
    let mut c = ReprC::default();
    let p = NonNull::from(&mut c);
    // SAFETY: `p` points to the live `c`, not otherwise used while `p` is.
    unsafe {
        assert_eq!((@NonNull (*p).a), project_non_null::<field_of!(ReprC, a)>(p));
        assert_eq!((@NonNull (*p).b), project_non_null::<field_of!(ReprC, b)>(p));
        assert_eq!((@NonNull (*p).c), project_non_null::<field_of!(ReprC, c)>(p));
        assert_eq!((@NonNull (*p).d), project_non_null::<field_of!(ReprC, d)>(p));
        (*p).b = 7;
    }
    assert_eq!(c, ReprC { b: 7, ..ReprC::default() });
    let mut r = Rust::default();
    let p = NonNull::from(&mut r);
    // SAFETY: as above, for `r`.
    unsafe {
        assert_eq!((@NonNull (*p).c), project_non_null::<field_of!(Rust, c)>(p));
        assert_eq!((@NonNull (*p).d).addr().get() - p.addr().get(), offset_of!(Rust, d));
    }
}
