//@ features: gen_blocks
//@ include: _defs.rs

    fn main() {
        let g = gen { yield frt::<field_of!(S, a)>(); yield frt::<field_of!(S, a)>(); };
        assert_eq!(g.count(), 2);
    }
