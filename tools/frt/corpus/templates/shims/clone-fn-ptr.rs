//@ expect: run
//@ include: _defs.rs

    fn main() {
        let f: fn(&field_of!(S, a)) -> field_of!(S, a) = Clone::clone;
        let _ = f(&frt());
        let g = <field_of!(G<String>, v) as Clone>::clone;
        let _ = g(&frt());
    }
