//@ expect: run
        //@ include: _defs.rs

//@ include: ../_shared/executor.rs

            fn main() {
                let x: field_of!(S, a) = frt();
                let fut = async move { let _y = x; <field_of!(S, b) as Field>::OFFSET };
                assert_eq!(block_on(fut), offset_of!(S, b));
            }
