//@ include: _defs.rs

    fn main() {
        let x: field_of!(G<_>, v) = frt();
        let y: field_of!(G<u8>, v) = x;
        let z = offset::<field_of!(G<_>, v)>;
    }
