//@ expect: run
//@ include: _defs.rs

    fn main() {
        let mut x: field_of!(S, b) = frt();
        unsafe { std::ptr::drop_in_place(&mut x) };
        let mut v = vec![frt::<field_of!(S, b)>(); 3];
        unsafe { std::ptr::drop_in_place(v.as_mut_slice()) };
        std::mem::forget(v);
    }
