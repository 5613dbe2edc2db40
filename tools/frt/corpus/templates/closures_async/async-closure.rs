//@ expect: run
        //@ include: _defs.rs

//@ include: ../_shared/executor.rs

            fn main() {
                let c = async |x: field_of!(S, a)| { let _ = x; 3u8 };
                assert_eq!(block_on(c(frt())), 3);
            }
