// Run tests of `pin_project!` as a user crate sees it: no features enabled here, everything
// unstable comes from the macro. They need the fork with `#[core::pin::pin_project]`.

use core::cell::Cell;
use core::future::Future;
use core::marker::{PhantomData, PhantomPinned};
use core::pin::{pin, Pin};
use core::task::{Context, Poll, Waker};

use pin_project_lite::pin_project;

// `is_unpin!(T)`: whether `T: Unpin`, for a concrete `T`. Method lookup takes the impl on
// `Probe<T>` when it applies (`T: Unpin`), and otherwise the one on `&Probe<T>`.
struct Probe<T: ?Sized>(PhantomData<T>);
trait UnpinYes {
    fn is_unpin(&self) -> bool {
        true
    }
}
impl<T: ?Sized + Unpin> UnpinYes for Probe<T> {}
trait UnpinNo {
    fn is_unpin(&self) -> bool {
        false
    }
}
impl<T: ?Sized> UnpinNo for &Probe<T> {}
macro_rules! is_unpin {
    ($ty:ty) => {
        (&Probe::<$ty>(PhantomData)).is_unpin()
    };
}

// A future that is pending once, then ready.
#[derive(Default)]
struct YieldOnce {
    yielded: bool,
}
impl Future for YieldOnce {
    type Output = ();
    fn poll(mut self: Pin<&mut Self>, _cx: &mut Context<'_>) -> Poll<()> {
        if self.yielded {
            Poll::Ready(())
        } else {
            self.yielded = true;
            Poll::Pending
        }
    }
}

pin_project! {
    /// Counts the polls of the future it wraps.
    struct Counted<F> {
        #[pin]
        future: F,
        polls: u32,
    }
}

impl<F: Future> Future for Counted<F> {
    type Output = (F::Output, u32);
    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let polls: &mut u32 = this.polls;
        let future: Pin<&mut F> = this.future;
        *polls += 1;
        match future.poll(cx) {
            Poll::Ready(out) => Poll::Ready((out, *polls)),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl<F> Counted<F> {
    fn polls(self: Pin<&Self>) -> u32 {
        let this = self.project_ref();
        let _: Pin<&F> = this.future;
        *this.polls
    }
}

#[test]
fn struct_pinned_future_and_counter() {
    let mut cx = Context::from_waker(Waker::noop());
    // An `async` block is not `Unpin`: it can only be polled through the pinned field.
    let mut counted = pin!(Counted {
        future: async {
            YieldOnce::default().await;
            7
        },
        polls: 0,
    });
    assert_eq!(counted.as_mut().poll(&mut cx), Poll::Pending);
    assert_eq!(counted.as_ref().polls(), 1);
    assert_eq!(counted.as_mut().poll(&mut cx), Poll::Ready((7, 2)));
    assert_eq!(counted.as_ref().polls(), 2);
}

#[test]
fn unpin_follows_pinned_fields_only() {
    pin_project! {
        struct Mixed<P, U> {
            #[pin]
            pinned: P,
            unpinned: U,
        }
    }
    assert!(is_unpin!(Mixed<u8, u8>));
    // An unpinned field that is not `Unpin` does not matter.
    assert!(is_unpin!(Mixed<u8, PhantomPinned>));
    // A pinned one does.
    assert!(!is_unpin!(Mixed<PhantomPinned, u8>));
}

pin_project! {
    #[project = TripleProj]
    #[project_ref = TripleProjRef]
    struct Triple<'a, A, B: ?Sized, C>
    where
        A: Future,
        A::Output: Copy,
        B: 'a,
        C: Clone,
    {
        #[pin]
        first: A,
        second: &'a mut B,
        #[pin]
        third: C,
        fourth: (u8, u16),
    }
}

#[test]
fn generics_and_where_clauses() {
    let mut cx = Context::from_waker(Waker::noop());
    let mut text = *b"abc";
    let mut triple = pin!(Triple {
        first: core::future::ready(5_u8),
        second: &mut text[..],
        third: PhantomPinned,
        fourth: (1, 2),
    });
    {
        let TripleProj { first, second, third, fourth } = triple.as_mut().project();
        let first: Pin<&mut core::future::Ready<u8>> = first;
        let second: &mut &mut [u8] = second;
        let _: Pin<&mut PhantomPinned> = third;
        let fourth: &mut (u8, u16) = fourth;
        assert_eq!(first.poll(&mut cx), Poll::Ready(5));
        second[0] = b'x';
        fourth.1 = 20;
    }
    let TripleProjRef { first: _, second, third: _, fourth } = triple.as_ref().project_ref();
    assert_eq!(**second, *b"xbc");
    assert_eq!(*fourth, (1, 20));
    assert!(!is_unpin!(Triple<'static, core::future::Ready<u8>, [u8], PhantomPinned>));
    assert!(is_unpin!(Triple<'static, core::future::Ready<u8>, [u8], u8>));
}

pin_project! {
    #[project = StateProj]
    #[project_ref = StateProjRef]
    #[derive(Debug)]
    enum State<F, T> {
        /// Waiting for the future.
        Waiting {
            #[pin]
            future: F,
            tries: u32,
        },
        Finished { value: T },
        Empty,
    }
}

impl<F: Future<Output = T>, T: Copy> State<F, T> {
    fn step(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Option<T> {
        let value = match self.as_mut().project() {
            StateProj::Waiting { future, tries } => {
                let future: Pin<&mut F> = future;
                let tries: &mut u32 = tries;
                *tries += 1;
                match future.poll(cx) {
                    Poll::Ready(value) => value,
                    Poll::Pending => return None,
                }
            }
            StateProj::Finished { value } => {
                let value: &mut T = value;
                return Some(*value);
            }
            StateProj::Empty => return None,
        };
        self.set(State::Finished { value });
        Some(value)
    }

    fn tries(self: Pin<&Self>) -> Option<u32> {
        match self.project_ref() {
            StateProjRef::Waiting { future, tries } => {
                let _: Pin<&F> = future;
                Some(*tries)
            }
            StateProjRef::Finished { value } => {
                let _: &T = value;
                None
            }
            StateProjRef::Empty => None,
        }
    }
}

#[test]
fn enum_with_named_projections() {
    let mut cx = Context::from_waker(Waker::noop());
    let mut state = pin!(State::Waiting {
        future: async {
            YieldOnce::default().await;
            3_i32
        },
        tries: 0,
    });
    assert_eq!(state.as_mut().step(&mut cx), None);
    assert_eq!(state.as_ref().tries(), Some(1));
    assert_eq!(state.as_mut().step(&mut cx), Some(3));
    assert_eq!(state.as_ref().tries(), None);
    assert_eq!(state.as_mut().step(&mut cx), Some(3));

    let mut empty = pin!(State::<core::future::Ready<i32>, i32>::Empty);
    assert_eq!(empty.as_mut().step(&mut cx), None);
    assert_eq!(empty.as_ref().tries(), None);
}

pin_project! {
    struct Recorder<'a, T> {
        log: &'a Cell<u32>,
        #[pin]
        value: T,
    }

    impl<'a, T> PinnedDrop for Recorder<'a, T> {
        /// Adds one to the log.
        fn drop(mut this: Pin<&mut Self>) {
            let log: &mut &Cell<u32> = this.as_mut().project().log;
            log.set(log.get() + 1);
            let _: Pin<&mut T> = this.project().value;
        }
    }
}

#[test]
fn pinned_drop() {
    let log = Cell::new(0);
    drop(Recorder { log: &log, value: PhantomPinned });
    assert_eq!(log.get(), 1);
    {
        let _pinned = pin!(Recorder { log: &log, value: 5_u8 });
        assert_eq!(log.get(), 1);
    }
    assert_eq!(log.get(), 2);
}

pin_project! {
    #[project(!Unpin)]
    struct NeverUnpin<T> {
        #[pin]
        inner: T,
        count: usize,
    }
}

pin_project! {
    #[project(!Unpin)]
    #[project = NeverUnpinEnumProj]
    enum NeverUnpinEnum {
        A { value: u8 },
        B,
    }
}

#[test]
fn not_unpin() {
    assert!(!is_unpin!(NeverUnpin<u8>));
    assert!(!is_unpin!(NeverUnpinEnum));
    let mut never = pin!(NeverUnpin { inner: 1_u8, count: 0 });
    *never.as_mut().project().count += 1;
    assert_eq!(never.count, 1);
    let mut e = pin!(NeverUnpinEnum::A { value: 4 });
    match e.as_mut().project() {
        NeverUnpinEnumProj::A { value } => *value += 1,
        NeverUnpinEnumProj::B => unreachable!(),
    }
    assert!(matches!(*e, NeverUnpinEnum::A { value: 5 }));
}

mod public {
    use pin_project_lite::pin_project;

    pin_project! {
        /// A public type: its projections are `pub(crate)`.
        #[project = PublicProj]
        #[project_ref = PublicProjRef]
        pub struct Public<T> {
            #[pin]
            pub pinned: T,
            pub unpinned: u8,
            pub(crate) hidden: u16,
        }
    }

    pin_project! {
        pub(crate) struct CrateOnly {
            pub field: u8,
        }
    }
}

#[test]
fn visibility() {
    use public::{CrateOnly, Public, PublicProj, PublicProjRef};

    let mut public = pin!(Public { pinned: PhantomPinned, unpinned: 1, hidden: 2 });
    let PublicProj { pinned, unpinned, hidden } = public.as_mut().project();
    let _: Pin<&mut PhantomPinned> = pinned;
    *unpinned += 1;
    *hidden += 1;
    let PublicProjRef { unpinned, hidden, .. } = public.as_ref().project_ref();
    assert_eq!((*unpinned, *hidden), (2, 3));

    let mut crate_only = pin!(CrateOnly { field: 1 });
    *crate_only.as_mut().project().field = 9;
    assert_eq!(*crate_only.as_ref().project_ref().field, 9);
}

pin_project! {
    #[project = DefaultsProj]
    struct Defaults<T = u8, U: Copy = u16> {
        #[pin]
        first: T,
        second: U,
    }
}

#[test]
fn generic_defaults() {
    // `Defaults` alone is `Defaults<u8, u16>`.
    let mut value: Pin<&mut Defaults> = pin!(Defaults { first: 1, second: 2 });
    let DefaultsProj { first, second } = value.as_mut().project();
    let _: Pin<&mut u8> = first;
    let _: &mut u16 = second;
    // The projection types drop the defaults: every argument is given.
    let _: DefaultsProj<'_, u8, u16> = value.as_mut().project();
}

#[test]
fn private_reexports() {
    let _: pin_project_lite::__private::PhantomData<u8> = PhantomData;
    let _: Option<pin_project_lite::__private::Pin<&mut u8>> = None;
}

pin_project! {
    /// A pinned field whose type may be unsized, as futures-lite's `CountFuture<S: ?Sized>`.
    struct Erasable<F: ?Sized> {
        polls: u32,
        #[pin]
        future: F,
    }
}

impl<F: Future + ?Sized> Future for Erasable<F> {
    type Output = (F::Output, u32);
    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        *this.polls += 1;
        match this.future.poll(cx) {
            Poll::Ready(out) => Poll::Ready((out, *this.polls)),
            Poll::Pending => Poll::Pending,
        }
    }
}

#[test]
fn unsized_pinned_field() {
    let mut cx = Context::from_waker(Waker::noop());
    let mut erased: Pin<Box<Erasable<dyn Future<Output = u64>>>> = Box::pin(Erasable {
        polls: 0,
        future: async {
            YieldOnce::default().await;
            9u64
        },
    });
    assert_eq!(erased.as_mut().poll(&mut cx), Poll::Pending);
    assert_eq!(erased.as_mut().poll(&mut cx), Poll::Ready((9, 2)));
    let sized = pin!(Erasable { polls: 5, future: async { 1u64 } });
    assert_eq!(sized.poll(&mut cx), Poll::Ready((1, 6)));
}

pin_project! {
    /// As futures-util's `Map`: the future, then the function, taken out once it is ready.
    #[project = MapProj]
    #[project_replace = MapProjReplace]
    enum Map<Fut, F> {
        Incomplete {
            #[pin]
            future: Fut,
            f: F,
        },
        Complete,
    }
}

impl<Fut: Future, F: FnOnce(Fut::Output) -> T, T> Future for Map<Fut, F> {
    type Output = T;
    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<T> {
        match self.as_mut().project() {
            MapProj::Incomplete { future, .. } => {
                let output = match future.poll(cx) {
                    Poll::Ready(output) => output,
                    Poll::Pending => return Poll::Pending,
                };
                match self.project_replace(Map::Complete) {
                    MapProjReplace::Incomplete { f, .. } => Poll::Ready(f(output)),
                    MapProjReplace::Complete => unreachable!(),
                }
            }
            MapProj::Complete => panic!("Map polled after completion"),
        }
    }
}

pin_project! {
    /// A struct whose unpinned field is taken out while its pinned one is dropped in place.
    #[project_replace = SlotReplace]
    pub struct Slot<T, U> {
        #[pin]
        pinned: T,
        pub taken: U,
    }
}

#[test]
fn project_replace_enum_and_struct() {
    let mut cx = Context::from_waker(Waker::noop());
    let mut map = pin!(Map::Incomplete {
        future: async {
            YieldOnce::default().await;
            20
        },
        f: |x: i32| x + 1,
    });
    assert_eq!(map.as_mut().poll(&mut cx), Poll::Pending);
    assert_eq!(map.as_mut().poll(&mut cx), Poll::Ready(21));
    assert!(matches!(*map, Map::Complete));

    // One `async fn`, so that both values have the same (not `Unpin`) future type.
    async fn nothing() {}
    let mut slot = pin!(Slot { pinned: nothing(), taken: String::from("first") });
    let SlotReplace { pinned: PhantomData, taken } =
        slot.as_mut().project_replace(Slot { pinned: nothing(), taken: String::from("second") });
    assert_eq!(taken, "first");
    assert_eq!(slot.taken, "second");
}
