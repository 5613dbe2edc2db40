#![allow(incomplete_features, internal_features, dead_code, unused)]
use std::any::type_name;
use std::field::{Field, field_of};
use std::marker::PhantomData;
use std::mem::{align_of, offset_of, size_of};
