    //@ include: _defs.rs
fn main() { let _ = offset::<field_of!(std::pin::Pin<&'static u8>, pointer)>(); }
