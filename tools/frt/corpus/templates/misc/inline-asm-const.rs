//@ expect: run
//@ include: _defs.rs

    fn main() {
        let x: usize;
        unsafe { std::arch::asm!("mov {0}, {1}", out(reg) x, const <field_of!(S, b) as Field>::OFFSET) };
        assert_eq!(x, offset_of!(S, b));
    }
