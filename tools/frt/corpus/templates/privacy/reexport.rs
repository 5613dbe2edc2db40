//@ expect: run
//@ include: _defs.rs

    mod m { pub mod inner { pub struct Q { pub q: u16 } } pub use inner::Q as Renamed; }
    fn main() { assert_eq!(offset::<field_of!(m::Renamed, q)>(), 0); }
