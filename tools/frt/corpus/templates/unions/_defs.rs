union U { a: u8, b: std::mem::ManuallyDrop<String> }
#[repr(C)]
union C { x: u32, y: [u8; 4] }
union G<T: Copy> { t: T, z: u8 }
