//@ expect: run
        //@ include: _defs.rs

//@ include: ../_shared/executor.rs

            async fn off<F: Field>() -> usize { F::OFFSET }
            async fn hold(x: field_of!(S, a)) -> field_of!(S, a) { async {}.await; x }
            fn main() { assert_eq!(block_on(off::<field_of!(S, b)>()), offset_of!(S, b)); let _ = block_on(hold(frt())); }
