//@ expect: run
//@ include: _defs.rs

    fn main() {
        let r = 3u64..9;
        assert_eq!(*project::<field_of!(std::ops::Range<u64>, end)>(&r), 9);
        assert_eq!(offset::<field_of!(std::ops::Range<u64>, start)>(), offset_of!(std::ops::Range<u64>, start));
    }
