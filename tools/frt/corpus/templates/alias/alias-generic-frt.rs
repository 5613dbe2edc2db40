//@ expect: run
//@ include: _defs.rs

    type GV<T> = field_of!(G<T>, v);
    fn main() { assert_eq!(offset::<GV<u64>>(), 0); let _ = type_name::<GV<GV<u8>>>(); }
