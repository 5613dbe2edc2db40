struct R<'a> { r: &'a u8 }
struct G<T> { v: T }
fn req_static<T: 'static>(_: T) {}
