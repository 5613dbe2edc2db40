//! `RcuMutex` with threads: readers read RCU fields without the lock while writers update
//! them; every value is freed exactly once; fields chosen with field representing types.
#![feature(field_projections)]
#![allow(incomplete_features)]

use std::sync::atomic::AtomicUsize;
use std::sync::atomic::Ordering::SeqCst;
use std::sync::{Arc, Barrier};
use std::thread;

use field_projection::field_of;
use rcu_mutex::{Rcu, RcuMutex};

/// Counts live values, to check that every value is freed exactly once.
struct Tracked<'a> {
    live: &'a AtomicUsize,
    /// An invariant readers check: `double == 2 * value`. A torn or freed value breaks it
    /// (and `Drop` scribbles over it).
    value: u64,
    double: u64,
    name: String,
}

impl<'a> Tracked<'a> {
    fn new(live: &'a AtomicUsize, value: u64) -> Self {
        live.fetch_add(1, SeqCst);
        Tracked { live, value, double: 2 * value, name: format!("v{value}") }
    }

    fn check(&self) -> u64 {
        assert_eq!(self.double, 2 * self.value, "torn or freed value");
        assert_eq!(self.name, format!("v{}", self.value));
        self.value
    }
}

impl Drop for Tracked<'_> {
    fn drop(&mut self) {
        self.value = u64::MAX;
        self.double = 0;
        self.live.fetch_sub(1, SeqCst);
    }
}

struct Device<'a> {
    /// Protected by the lock only.
    writes: u64,
    log: Vec<u64>,
    /// RCU-protected.
    config: Rcu<Tracked<'a>>,
    /// A second RCU field, updated together with `config` under the lock.
    generation: Rcu<u64>,
}

type Config<'a> = field_of!(Device<'a>, config);
type Generation<'a> = field_of!(Device<'a>, generation);

#[test]
fn readers_run_concurrently_with_writers() {
    const READERS: usize = 4;
    const WRITERS: usize = 2;
    const UPDATES: u64 = 500;

    let live = AtomicUsize::new(0);
    let dev = RcuMutex::new(Device {
        writes: 0,
        log: Vec::new(),
        config: Rcu::new(Tracked::new(&live, 0)),
        generation: Rcu::new(0),
    });
    let done = AtomicUsize::new(0);
    let reads = AtomicUsize::new(0);
    let start = Barrier::new(READERS + WRITERS);

    thread::scope(|s| {
        for _ in 0..READERS {
            s.spawn(|| {
                start.wait();
                let config = dev.rcu_field::<Config>();
                let mut last = 0;
                let mut n = 0;
                // Read until every writer is done, and at least a few times.
                while done.load(SeqCst) < WRITERS || n < 100 {
                    let current = config.read();
                    let value = current.check();
                    // Each writer only increases the value, under the lock: a reader never
                    // sees it go back.
                    assert!(value >= last, "went back from {last} to {value}");
                    last = value;
                    n += 1;
                    // Several fields in one critical section.
                    let section = dev.rcu_read_lock();
                    let generation = *section.get::<Generation>();
                    section.get::<Config>().check();
                    assert!(generation <= WRITERS as u64 * UPDATES);
                }
                reads.fetch_add(n, SeqCst);
            });
        }
        for _ in 0..WRITERS {
            s.spawn(|| {
                start.wait();
                for _ in 0..UPDATES {
                    let mut guard = dev.lock();
                    let next = guard.rcu_get::<Config>().check() + 1;
                    guard.rcu_replace::<Config>(Tracked::new(&live, next));
                    guard.rcu_update::<Generation>(|g| g + 1);
                    *guard.field_mut::<field_of!(Device, writes)>() += 1;
                    guard.field_mut::<field_of!(Device, log)>().push(next);
                    drop(guard);
                    thread::yield_now();
                }
                done.fetch_add(1, SeqCst);
            });
        }
    });

    assert!(reads.load(SeqCst) >= READERS * 100);
    let total = WRITERS as u64 * UPDATES;
    {
        let guard = dev.lock();
        assert_eq!(guard.writes, total);
        assert_eq!(guard.log, (1..=total).collect::<Vec<_>>());
        assert_eq!(guard.rcu_get::<Config>().check(), total);
        assert_eq!(*guard.rcu_get::<Generation>(), total);
    }
    // No reader is left: waiting for a grace period frees every replaced value, and only
    // the current one stays.
    dev.synchronize_rcu();
    assert_eq!(dev.lock().retired(), 0);
    assert_eq!(live.load(SeqCst), 1);
    drop(dev);
    assert_eq!(live.load(SeqCst), 0);
}

#[test]
fn old_value_lives_until_its_readers_leave() {
    let live = AtomicUsize::new(0);
    let dev = RcuMutex::new(Device {
        writes: 0,
        log: vec![],
        config: Rcu::new(Tracked::new(&live, 1)),
        generation: Rcu::new(0),
    });
    let config = dev.rcu_field::<Config>();

    // No reader: a replaced value is freed at once.
    dev.lock().rcu_replace::<Config>(Tracked::new(&live, 2));
    assert_eq!(live.load(SeqCst), 1);

    // A reader holds the current value: replacing keeps it alive.
    let old = config.read();
    {
        let mut guard = dev.lock();
        guard.rcu_replace::<Config>(Tracked::new(&live, 3));
        assert_eq!(guard.retired(), 1);
        assert!(!guard.try_reclaim());
    }
    assert_eq!(live.load(SeqCst), 2);
    assert_eq!(old.check(), 2);
    assert_eq!(config.read().check(), 3);

    // The reader leaves: the next grace period frees the old value.
    drop(old);
    assert!(dev.lock().try_reclaim());
    assert_eq!(live.load(SeqCst), 1);

    // A reader on another thread, released by the main thread, delays `synchronize_rcu`.
    let entered = Barrier::new(2);
    let release = Barrier::new(2);
    thread::scope(|s| {
        s.spawn(|| {
            let value = config.read();
            entered.wait();
            release.wait();
            value.check()
        });
        entered.wait();
        dev.lock().rcu_replace::<Config>(Tracked::new(&live, 4));
        assert_eq!(live.load(SeqCst), 2);
        release.wait();
        dev.synchronize_rcu();
        assert_eq!(live.load(SeqCst), 1);
    });
    assert_eq!(dev.rcu_field::<Config>().read().check(), 4);
    drop(dev);
    assert_eq!(live.load(SeqCst), 0);
}

#[test]
fn exclusive_access_and_into_inner() {
    let mut dev = RcuMutex::new(Device {
        writes: 1,
        log: vec![],
        config: Rcu::new(Tracked::new(Box::leak(Box::new(AtomicUsize::new(0))), 5)),
        generation: Rcu::new(7),
    });
    // `&mut RcuMutex` excludes readers: everything is mutable, `Rcu` fields included.
    let data = dev.get_mut();
    data.writes += 1;
    *data.generation.get_mut() += 1;
    data.config = Rcu::new(Tracked::new(data.config.get_mut().live, 6));
    let data = dev.into_inner();
    assert_eq!(data.writes, 2);
    assert_eq!(data.generation.into_inner(), 8);
    assert_eq!(data.config.into_inner().check(), 6);
}

#[test]
fn generic_data_and_arc() {
    struct Shared<T> {
        hits: u32,
        current: Rcu<T>,
    }
    fn publish<T: Send + Sync>(m: &RcuMutex<Shared<T>>, value: T) {
        let mut guard = m.lock();
        *guard.field_mut::<field_of!(Shared<T>, hits)>() += 1;
        guard.rcu_replace::<field_of!(Shared<T>, current)>(value);
    }
    fn peek<T: Clone + Sync>(m: &RcuMutex<Shared<T>>) -> T {
        m.rcu_field::<field_of!(Shared<T>, current)>().read().clone()
    }

    let m = Arc::new(RcuMutex::new(Shared { hits: 0, current: Rcu::new(String::from("a")) }));
    let handles: Vec<_> = (0..3)
        .map(|i| {
            let m = Arc::clone(&m);
            thread::spawn(move || {
                publish(&m, format!("t{i}"));
                peek(&m)
            })
        })
        .collect();
    for h in handles {
        assert!(h.join().unwrap().starts_with('t'));
    }
    assert_eq!(m.lock().hits, 3);
    assert!(peek(&m).starts_with('t'));
}
