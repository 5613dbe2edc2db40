//@ expect: error
fn main() { let _: @NonNull u8 = 1; }
