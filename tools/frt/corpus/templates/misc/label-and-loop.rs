//@ expect: run
//@ include: _defs.rs

    fn main() { let mut n = 0; 'outer: for _ in 0..<field_of!(S, b) as Field>::OFFSET { n += 1; if n > 100 { break 'outer; } } assert_eq!(n, offset_of!(S, b)); }
