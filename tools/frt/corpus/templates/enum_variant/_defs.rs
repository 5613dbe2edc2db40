enum E { V { x: u8, y: u32 }, T(u16, u8), U }
