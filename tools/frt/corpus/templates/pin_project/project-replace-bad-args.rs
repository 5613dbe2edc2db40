//@ expect: error
//@ include: _defs.rs
#[pin_project(project_replace = "UR")] struct U2 { #[pin] f: u8 }
#[pin_project(project_replace(a::b))] struct U3 { #[pin] f: u8 }
fn main() {}
