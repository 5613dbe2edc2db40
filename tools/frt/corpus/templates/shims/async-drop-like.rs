//@ expect: run
        //@ include: _defs.rs

//@ include: ../_shared/executor.rs

            async fn hold(x: field_of!(S, b), s: String) -> usize { async {}.await; let _ = x; s.len() }
            fn main() { assert_eq!(block_on(hold(frt(), "ab".into())), 2); }
