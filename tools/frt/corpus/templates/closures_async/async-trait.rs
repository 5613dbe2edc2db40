//@ expect: run
        //@ include: _defs.rs

//@ include: ../_shared/executor.rs

            trait Get { async fn get(&self) -> usize; }
            impl Get for field_of!(S, b) { async fn get(&self) -> usize { <Self as Field>::OFFSET } }
            fn main() { assert_eq!(block_on(frt::<field_of!(S, b)>().get()), offset_of!(S, b)); }
