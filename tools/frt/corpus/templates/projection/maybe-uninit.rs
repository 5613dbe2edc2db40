//@ expect: run
//@ include: _defs.rs

    use std::mem::MaybeUninit;
    fn init<F: Field>(m: &mut MaybeUninit<F::Base>, v: F::Type) { unsafe { m.as_mut_ptr().byte_add(F::OFFSET).cast::<F::Type>().write(v) } }
    fn main() {
        let mut m = MaybeUninit::<G<u32>>::uninit();
        init::<field_of!(G<u32>, h)>(&mut m, 1);
        init::<field_of!(G<u32>, v)>(&mut m, 2);
        let g = unsafe { m.assume_init() };
        assert_eq!((g.h, g.v), (1, 2));
    }
