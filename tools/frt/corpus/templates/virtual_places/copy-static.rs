//@ expect: error
//@ include: _defs.rs
struct F<'a>(&'a u32); impl Clone for F<'_> { fn clone(&self) -> Self { F(self.0) } } impl Copy for F<'static> {} fn main() { let x = 1; let c = Cell::new((F(&x),)); let p = c.as_place(); let _a = (*p).0; }
