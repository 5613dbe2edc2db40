//@ features: dropck_eyepatch
//@ include: _defs.rs

    struct D<T>(Vec<T>);
    unsafe impl<#[may_dangle] T> Drop for D<T> { fn drop(&mut self) {} }
    struct R<'a> { r: &'a u8 }
    fn main() { let d; { let v = 1u8; d = D(vec![frt::<field_of!(R<'_>, r)>()]); let _ = &v; } }
