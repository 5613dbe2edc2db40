//@ include: _defs.rs

    pub fn leak(_: PhantomData<field_of!(a::b::Hidden, h)>) {}
    pub type Leak = field_of!(a::b::Hidden, h);
    fn main() {}
