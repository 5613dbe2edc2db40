//! A stand-in for the `pin-project-lite` crate, written for the rustc-frt fork.
//!
//! [`pin_project!`] takes the same input as the macro of the published crate and gives the
//! same methods and projection types, but what it expands to is different: the type gets the
//! fork's `#[::core::pin::pin_project]` attribute, with a `#[pin]` on each structurally
//! pinned field, and the projections are place borrows through `Pin`
//! (`@<Pin<&mut _>> (*self).field`). The compiler checks everything that the published crate
//! had to promise by hand: which fields are pinned, `Unpin`, and that the destructor does not
//! move a pinned field. So this crate has no code that the compiler cannot check, and none of
//! the helper types and guards that the published crate needs.
//!
//! To use it in place of the published crate, patch it in:
//!
//! ```toml
//! [patch.crates-io]
//! pin-project-lite = { path = ".../examples/pin-project-lite" }
//! ```
//!
//! `#[project_replace = Name]` is supported: its method is written by the fork's
//! `#[pin_project(project_replace(Name))]` from the `#[pin]` marks, this crate defines `Name`.

#![no_std]
#![feature(allow_internal_unstable)]
#![allow(internal_features)]
#![warn(missing_docs, missing_debug_implementations)]

/// Declares a type whose fields can be projected through `Pin`.
///
/// ```
/// use core::pin::Pin;
///
/// use pin_project_lite::pin_project;
///
/// pin_project! {
///     struct Timed<F> {
///         #[pin]
///         inner: F,
///         polls: u32,
///     }
/// }
///
/// impl<F> Timed<F> {
///     fn touch(self: Pin<&mut Self>) -> Pin<&mut F> {
///         let this = self.project();
///         *this.polls += 1; // `polls: &mut u32`
///         this.inner // `inner: Pin<&mut F>`
///     }
/// }
/// ```
///
/// # What the input looks like
///
/// ```text
/// pin_project! {
///     #[project = Proj]            // optional: name of the type `project` returns
///     #[project_ref = ProjRef]     // optional: name of the type `project_ref` returns
///     #[project_replace = ProjReplace] // optional: name of the type `project_replace` returns
///     #[project(!Unpin)]           // optional: the type never implements `Unpin`
///     #[derive(Debug)]             // any other attribute (and doc comments) stays on the type
///     pub struct Name<'a, T: Bound, U = Default> where T::Assoc: Other {
///         #[pin] pinned: T,        // structurally pinned
///         pub plain: &'a U,        // not pinned
///     }
///
///     impl<'a, T: Bound, U> PinnedDrop for Name<'a, T, U> where T::Assoc: Other {
///         fn drop(this: Pin<&mut Self>) { /* ... */ }   // optional destructor
///     }
/// }
/// ```
///
/// - A struct has named fields, at least one. An enum has unit variants and variants with
///   named fields (no tuple variants, no discriminants); its variant attributes stay on the
///   enum.
/// - Generic parameters: lifetimes (`'a`, `'a: 'b`) first, then type parameters with at most
///   one bound each (`T`, `T: Trait<X>`, `T: ?Sized`, `T: 'a`) and an optional default. A
///   `where` clause may follow, each predicate `Type: Trait`, `Type: ?Trait` or `Type: 'a`.
/// - The argument of `PinnedDrop::drop` is an identifier, possibly `mut`, never `self`.
///
/// # What it gives
///
/// - `fn project<'__pin>(self: Pin<&'__pin mut Self>) -> Proj<'__pin, ..>` and
///   `fn project_ref<'__pin>(self: Pin<&'__pin Self>) -> ProjRef<'__pin, ..>`. A projection
///   has the fields of the type: `Pin<&'__pin mut T>` for a `#[pin]` field, `&'__pin mut U`
///   for another (`Pin<&'__pin T>` and `&'__pin U` for `project_ref`). For a struct without
///   `#[project = ..]` / `#[project_ref = ..]` the projection types cannot be named; an enum
///   only gets the methods whose type is named.
/// - With `#[project_replace = ProjReplace]`:
///   `fn project_replace(self: Pin<&mut Self>, replacement: Self) -> ProjReplace<..>`, which
///   drops the `#[pin]` fields of the old value in place, moves its other fields into the
///   `ProjReplace` it returns (a `#[pin]` field of type `T` is a `PhantomData<T>` there) and
///   writes `replacement` in its place. Not together with a `PinnedDrop` block.
/// - The methods and the projection types have the visibility of the type, but `pub` becomes
///   `pub(crate)`; the projection fields keep the visibility of the fields.
/// - `Unpin` holds when every `#[pin]` field is `Unpin` (the fork's attribute computes it);
///   `#[project(!Unpin)]` adds `impl !Unpin`.
/// - The `PinnedDrop` block becomes an impl of the fork's `core::pin::PinnedDrop`, which runs
///   when the value is dropped. The type cannot implement `Drop` or `Unpin` itself.
///
/// ```
/// use core::pin::Pin;
///
/// use pin_project_lite::pin_project;
///
/// pin_project! {
///     #[project = StateProj]
///     enum State<F> {
///         Running { #[pin] future: F, started: bool },
///         Done,
///     }
/// }
///
/// impl<F> State<F> {
///     fn future(self: Pin<&mut Self>) -> Option<Pin<&mut F>> {
///         match self.project() {
///             StateProj::Running { future, started } => {
///                 *started = true;
///                 Some(future)
///             }
///             StateProj::Done => None,
///         }
///     }
/// }
/// ```
///
/// ```
/// use pin_project_lite::pin_project;
///
/// pin_project! {
///     struct Flagged<'a> {
///         flag: &'a mut bool,
///         #[pin]
///         value: u8,
///     }
///
///     impl PinnedDrop for Flagged<'_> {
///         fn drop(this: Pin<&mut Self>) {
///             **this.project().flag = true;
///         }
///     }
/// }
///
/// let mut flag = false;
/// drop(Flagged { flag: &mut flag, value: 1 });
/// assert!(flag);
/// ```
///
/// # What the compiler rejects
///
/// Structural pinning is checked by the compiler, not promised by this crate. A `#[pin]`
/// field is never lent as `&mut`:
///
/// ```compile_fail,E0308
/// use core::marker::PhantomPinned;
/// use core::pin::Pin;
///
/// use pin_project_lite::pin_project;
///
/// pin_project! {
///     struct Fixed {
///         #[pin]
///         pinned: PhantomPinned,
///     }
/// }
///
/// fn unpin(this: Pin<&mut Fixed>) -> &mut PhantomPinned {
///     this.project().pinned
/// }
/// ```
///
/// the type is `Unpin` only when its `#[pin]` fields are, and cannot say otherwise:
///
/// ```compile_fail,E0807
/// use core::marker::PhantomPinned;
///
/// use pin_project_lite::pin_project;
///
/// pin_project! {
///     struct Fixed {
///         #[pin]
///         pinned: PhantomPinned,
///     }
/// }
///
/// impl Unpin for Fixed {}
/// ```
///
/// it has no `Drop` impl, which could move a pinned field (a `PinnedDrop` block is the
/// destructor):
///
/// ```compile_fail,E0807
/// use core::marker::PhantomPinned;
///
/// use pin_project_lite::pin_project;
///
/// pin_project! {
///     struct Fixed {
///         #[pin]
///         pinned: PhantomPinned,
///     }
/// }
///
/// impl Drop for Fixed {
///     fn drop(&mut self) {}
/// }
/// ```
///
/// and `project_replace`, which would skip a `PinnedDrop` destructor, cannot be asked for
/// together with one:
///
/// ```compile_fail
/// use core::marker::PhantomPinned;
///
/// use pin_project_lite::pin_project;
///
/// pin_project! {
///     #[project_replace = FixedReplace]
///     struct Fixed {
///         #[pin]
///         pinned: PhantomPinned,
///     }
///
///     impl PinnedDrop for Fixed {
///         fn drop(this: Pin<&mut Self>) {}
///     }
/// }
/// ```
///
/// # How the expansion is built
///
/// The input is read in steps, each a call of this macro on an `@step` rule: the attributes
/// one by one, then the visibility, name, generics and `where` clause in one go, then the
/// fields one by one. A `#[pin]` in the input is matched and dropped; the `#[pin]` in the
/// output is written here, so that it can use the fork's unstable attribute. The same goes
/// for `@`, `pin_project`, `PinnedDrop` and `!Unpin`: they are all written in this macro,
/// which is allowed to use `field_projections` and `negative_impls`.
///
/// Each step is one level of macro recursion. The fields that are left are read in one step
/// when none of them or all of them have `#[pin]`, and so is an enum variant whose fields are
/// pinned ones then unpinned ones (or the other way round); otherwise a field is a step. With
/// the default `recursion_limit` of 128, that leaves room for about 120 fields or variants,
/// fewer when pinned and unpinned fields alternate; past that, raise `#![recursion_limit]`.
#[macro_export]
#[allow_internal_unstable(field_projections, negative_impls)]
macro_rules! pin_project {
    // ---------------------------------------------------------------------------------------
    // Step 1, `@attrs`: the attributes in front of the type.
    // State: [project] [project_ref] [project_replace] [not_unpin] [other attributes].
    // ---------------------------------------------------------------------------------------
    (@attrs [] $r:tt $x:tt $u:tt $a:tt #[project = $name:ident] $($rest:tt)*) => {
        $crate::pin_project! { @attrs [$name] $r $x $u $a $($rest)* }
    };
    (@attrs $p:tt [] $x:tt $u:tt $a:tt #[project_ref = $name:ident] $($rest:tt)*) => {
        $crate::pin_project! { @attrs $p [$name] $x $u $a $($rest)* }
    };
    (@attrs $p:tt $r:tt [] $u:tt $a:tt #[project_replace = $name:ident] $($rest:tt)*) => {
        $crate::pin_project! { @attrs $p $r [$name] $u $a $($rest)* }
    };
    (@attrs $p:tt $r:tt $x:tt [] $a:tt #[project(!Unpin)] $($rest:tt)*) => {
        $crate::pin_project! { @attrs $p $r $x [not_unpin] $a $($rest)* }
    };
    (@attrs [$_n:ident] $r:tt $x:tt $u:tt $a:tt #[project = $name:ident] $($rest:tt)*) => {
        ::core::compile_error!("pin-project-lite: `#[project = ..]` is given twice");
        $crate::pin_project! { @attrs [$_n] $r $x $u $a $($rest)* }
    };
    (@attrs $p:tt [$_n:ident] $x:tt $u:tt $a:tt #[project_ref = $name:ident] $($rest:tt)*) => {
        ::core::compile_error!("pin-project-lite: `#[project_ref = ..]` is given twice");
        $crate::pin_project! { @attrs $p [$_n] $x $u $a $($rest)* }
    };
    (@attrs $p:tt $r:tt [$_n:ident] $u:tt $a:tt #[project_replace = $name:ident] $($rest:tt)*) => {
        ::core::compile_error!("pin-project-lite: `#[project_replace = ..]` is given twice");
        $crate::pin_project! { @attrs $p $r [$_n] $u $a $($rest)* }
    };
    (@attrs $p:tt $r:tt $x:tt [$_u:ident] $a:tt #[project(!Unpin)] $($rest:tt)*) => {
        ::core::compile_error!("pin-project-lite: `#[project(!Unpin)]` is given twice");
        $crate::pin_project! { @attrs $p $r $x [$_u] $a $($rest)* }
    };
    (@attrs $p:tt $r:tt $x:tt $u:tt $a:tt #[project $($bad:tt)*] $($rest:tt)*) => {
        ::core::compile_error!(
            "pin-project-lite: expected `#[project = Name]` or `#[project(!Unpin)]`"
        );
        $crate::pin_project! { @attrs $p $r $x $u $a $($rest)* }
    };
    (@attrs $p:tt $r:tt $x:tt $u:tt $a:tt #[project_ref $($bad:tt)*] $($rest:tt)*) => {
        ::core::compile_error!("pin-project-lite: expected `#[project_ref = Name]`");
        $crate::pin_project! { @attrs $p $r $x $u $a $($rest)* }
    };
    (@attrs $p:tt $r:tt $x:tt $u:tt $a:tt #[project_replace $($bad:tt)*] $($rest:tt)*) => {
        ::core::compile_error!("pin-project-lite: expected `#[project_replace = Name]`");
        $crate::pin_project! { @attrs $p $r $x $u $a $($rest)* }
    };
    (@attrs $p:tt $r:tt $x:tt $u:tt $a:tt #[pin $($bad:tt)*] $($rest:tt)*) => {
        ::core::compile_error!("pin-project-lite: `#[pin]` belongs on a field, not on the type");
        $crate::pin_project! { @attrs $p $r $x $u $a $($rest)* }
    };
    (@attrs $p:tt $r:tt $x:tt $u:tt [$($a:tt)*] #[$($attr:tt)*] $($rest:tt)*) => {
        $crate::pin_project! { @attrs $p $r $x $u [$($a)* #[$($attr)*]] $($rest)* }
    };
    // The head of the type. A `pub` type gets `pub(crate)` projections; any other visibility
    // is kept as it is.
    (@attrs $p:tt $r:tt $x:tt $u:tt $a:tt pub struct $name:ident $($rest:tt)*) => {
        $crate::pin_project! {
            @generics { $p $r $x $u $a [pub] [pub(crate)] $name } struct $name $($rest)*
        }
    };
    (@attrs $p:tt $r:tt $x:tt $u:tt $a:tt pub enum $name:ident $($rest:tt)*) => {
        $crate::pin_project! {
            @generics { $p $r $x $u $a [pub] [pub(crate)] $name } enum $name $($rest)*
        }
    };
    (@attrs $p:tt $r:tt $x:tt $u:tt $a:tt $vis:vis struct $name:ident $($rest:tt)*) => {
        $crate::pin_project! {
            @generics { $p $r $x $u $a [$vis] [$vis] $name } struct $name $($rest)*
        }
    };
    (@attrs $p:tt $r:tt $x:tt $u:tt $a:tt $vis:vis enum $name:ident $($rest:tt)*) => {
        $crate::pin_project! {
            @generics { $p $r $x $u $a [$vis] [$vis] $name } enum $name $($rest)*
        }
    };
    (@attrs $p:tt $r:tt $x:tt $u:tt $a:tt $vis:vis union $($rest:tt)*) => {
        ::core::compile_error!("pin-project-lite: unions are not supported");
    };
    (@attrs $($rest:tt)*) => {
        ::core::compile_error!("pin-project-lite: expected a `struct` or an `enum`");
    };

    // ---------------------------------------------------------------------------------------
    // Step 2, `@generics`: generics and `where` clause, read in one go, and written out in all
    // the forms the output needs:
    //   { [definition] [impl] [type arguments] ['__pin + impl] ['__pin + type arguments]
    //     [where] [where of the projections] }
    // ---------------------------------------------------------------------------------------
    (@generics $ctx:tt $kind:tt $name:ident
        $(<
            $( $lt:lifetime $(: $lt_bound:lifetime)? ),* $(,)?
            $( $param:ident
                $(: $bound:path)?
                $(: ?$relaxed:path)?
                $(: $param_lt:lifetime)?
                $(= $default:ty)?
            ),* $(,)?
        >)?
        $(where $(
            $pred:ty
                $(: $pred_bound:path)?
                $(: ?$pred_relaxed:path)?
                $(: $pred_lt:lifetime)?
        ),* $(,)?)?
        { $($body:tt)* }
        $($drop:tt)*
    ) => {
        $crate::pin_project! {
            @body $kind $ctx
            {
                [$(<
                    $($lt $(: $lt_bound)?,)*
                    $($param $(: $bound)? $(: ?$relaxed)? $(: $param_lt)? $(= $default)?,)*
                >)?]
                [$(<
                    $($lt $(: $lt_bound)?,)*
                    $($param $(: $bound)? $(: ?$relaxed)? $(: $param_lt)?,)*
                >)?]
                [$(< $($lt,)* $($param,)* >)?]
                [<'__pin, $(
                    $($lt $(: $lt_bound)?,)*
                    $($param $(: $bound)? $(: ?$relaxed)? $(: $param_lt)?,)*
                )?>]
                [<'__pin, $($($lt,)* $($param,)*)?>]
                [$(where $($pred $(: $pred_bound)? $(: ?$pred_relaxed)? $(: $pred_lt)?,)*)?]
                [where
                    $name $(< $($lt,)* $($param,)* >)?: '__pin,
                    $($($pred $(: $pred_bound)? $(: ?$pred_relaxed)? $(: $pred_lt)?,)*)?
                ]
            }
            [$($drop)*]
            { $($body)* }
        }
    };
    (@generics $ctx:tt $kind:tt $name:ident $($rest:tt)*) => {
        ::core::compile_error!(
            "pin-project-lite: expected generics, a `where` clause and then `{ .. }` with \
             named fields (tuple and unit structs are not supported)"
        );
    };

    (@body struct $ctx:tt $g:tt $drop:tt { $($fields:tt)* }) => {
        $crate::pin_project! { @fields { struct $ctx $g $drop } [] [] [] [] [] [] $($fields)* }
    };
    (@body enum $ctx:tt $g:tt $drop:tt { $($variants:tt)* }) => {
        $crate::pin_project! { @variants { $ctx $g $drop } [] [] [] [] $($variants)* }
    };

    // ---------------------------------------------------------------------------------------
    // Step 3, `@fields`: the fields of a struct or of an enum variant. `$k` says what to do at
    // the end. Six lists are built:
    //   [fields of the type] [fields of Proj] [fields of ProjRef]
    //   [name [borrow type] for `project`] [name [borrow type] for `project_ref`] [names]
    // ---------------------------------------------------------------------------------------
    (@fields $k:tt $d:tt $p:tt $r:tt $m:tt $s:tt $n:tt) => {
        $crate::pin_project! { @fields_done $k $d $p $r $m $s $n }
    };
    // All the fields that are left are unpinned: one step.
    (@fields $k:tt [$($d:tt)*] [$($p:tt)*] [$($r:tt)*] [$($m:tt)*] [$($s:tt)*] [$($n:tt)*]
        $( $vis:vis $field:ident : $ty:ty ),+ $(,)?
    ) => {
        $crate::pin_project! {
            @fields_done $k
            [$($d)* $($vis $field: $ty,)+]
            [$($p)* $($vis $field: &'__pin mut ($ty),)+]
            [$($r)* $($vis $field: &'__pin ($ty),)+]
            [$($m)* $($field [&'__pin mut _])+]
            [$($s)* $($field [&'__pin _])+]
            [$($n)* $($field)+]
        }
    };
    // All the fields that are left are pinned: one step.
    (@fields $k:tt [$($d:tt)*] [$($p:tt)*] [$($r:tt)*] [$($m:tt)*] [$($s:tt)*] [$($n:tt)*]
        $( #[pin] $vis:vis $field:ident : $ty:ty ),+ $(,)?
    ) => {
        $crate::pin_project! {
            @fields_done $k
            [$($d)* $(#[pin] $vis $field: $ty,)+]
            [$($p)* $($vis $field: ::core::pin::Pin<&'__pin mut ($ty)>,)+]
            [$($r)* $($vis $field: ::core::pin::Pin<&'__pin ($ty)>,)+]
            [$($m)* $($field [::core::pin::Pin<&'__pin mut _>])+]
            [$($s)* $($field [::core::pin::Pin<&'__pin _>])+]
            [$($n)* $($field)+]
        }
    };
    (@fields $k:tt $d:tt $p:tt $r:tt $m:tt $s:tt $n:tt #[pin] #[pin] $($rest:tt)*) => {
        ::core::compile_error!("pin-project-lite: `#[pin]` is given twice on a field");
        $crate::pin_project! { @fields $k $d $p $r $m $s $n #[pin] $($rest)* }
    };
    (@fields $k:tt $d:tt $p:tt $r:tt $m:tt $s:tt $n:tt #[pin $($args:tt)+] $($rest:tt)*) => {
        ::core::compile_error!("pin-project-lite: `#[pin]` takes no arguments");
        $crate::pin_project! { @fields $k $d $p $r $m $s $n #[pin] $($rest)* }
    };
    (@fields $k:tt $d:tt $p:tt $r:tt $m:tt $s:tt $n:tt #[pin] #[$($attr:tt)*] $($rest:tt)*) => {
        ::core::compile_error!("pin-project-lite: the only attribute a field can have is `#[pin]`");
        $crate::pin_project! { @fields $k $d $p $r $m $s $n #[pin] $($rest)* }
    };
    // One pinned field.
    (@fields $k:tt [$($d:tt)*] [$($p:tt)*] [$($r:tt)*] [$($m:tt)*] [$($s:tt)*] [$($n:tt)*]
        #[pin] $vis:vis $field:ident : $ty:ty $(, $($rest:tt)*)?
    ) => {
        $crate::pin_project! {
            @fields $k
            [$($d)* #[pin] $vis $field: $ty,]
            [$($p)* $vis $field: ::core::pin::Pin<&'__pin mut ($ty)>,]
            [$($r)* $vis $field: ::core::pin::Pin<&'__pin ($ty)>,]
            [$($m)* $field [::core::pin::Pin<&'__pin mut _>]]
            [$($s)* $field [::core::pin::Pin<&'__pin _>]]
            [$($n)* $field]
            $($($rest)*)?
        }
    };
    (@fields $k:tt $d:tt $p:tt $r:tt $m:tt $s:tt $n:tt #[$($attr:tt)*] $($rest:tt)*) => {
        ::core::compile_error!("pin-project-lite: the only attribute a field can have is `#[pin]`");
        $crate::pin_project! { @fields $k $d $p $r $m $s $n $($rest)* }
    };
    // One unpinned field (a pinned one follows).
    (@fields $k:tt [$($d:tt)*] [$($p:tt)*] [$($r:tt)*] [$($m:tt)*] [$($s:tt)*] [$($n:tt)*]
        $vis:vis $field:ident : $ty:ty $(, $($rest:tt)*)?
    ) => {
        $crate::pin_project! {
            @fields $k
            [$($d)* $vis $field: $ty,]
            [$($p)* $vis $field: &'__pin mut ($ty),]
            [$($r)* $vis $field: &'__pin ($ty),]
            [$($m)* $field [&'__pin mut _]]
            [$($s)* $field [&'__pin _]]
            [$($n)* $field]
            $($($rest)*)?
        }
    };
    (@fields $k:tt $d:tt $p:tt $r:tt $m:tt $s:tt $n:tt $($rest:tt)*) => {
        ::core::compile_error!("pin-project-lite: expected a field `#[pin]? name: Type`");
    };

    // The last field of an enum variant: add the variant and go on with the next one.
    (@fields_done
        { variant $e:tt [$($dv:tt)*] [$($pv:tt)*] [$($rv:tt)*] [$($arms:tt)*]
          [$($vattrs:tt)*] $variant:ident [$($rest:tt)*] }
        [$($d:tt)*] [$($p:tt)*] [$($r:tt)*] $m:tt $s:tt [$($n:tt)*]
    ) => {
        $crate::pin_project! {
            @variants $e
            [$($dv)* $($vattrs)* $variant { $($d)* },]
            [$($pv)* $variant { $($p)* },]
            [$($rv)* $variant { $($r)* },]
            [$($arms)* $variant { $($n)* }]
            $($rest)*
        }
    };

    // The last field of a struct: write everything out.
    (@fields_done
        { struct
          { [$($proj:ident)?] [$($proj_ref:ident)?] [$($replace:ident)?] [$($not_unpin:ident)?]
            [$($attrs:tt)*] [$vis:vis] [$proj_vis:vis] $name:ident }
          { [$($def_g:tt)*] [$($impl_g:tt)*] [$($ty_g:tt)*] [$($proj_impl_g:tt)*]
            [$($proj_ty_g:tt)*] [$($where:tt)*] [$($proj_where:tt)*] }
          [$($drop:tt)*] }
        [$($d:tt)*] [$($p:tt)*] [$($r:tt)*] [$($m:tt)*] [$($s:tt)*] [$($n:tt)+]
    ) => {
        #[::core::pin::pin_project $((project_replace($replace)))?]
        $($attrs)*
        $vis struct $name $($def_g)* $($where)* {
            $($d)*
        }

        $crate::pin_project! {
            @replace_fields { struct [$($replace)?] [$proj_vis] [$($impl_g)*] [$($where)*] }
            [] $($d)*
        }

        $crate::pin_project! {
            @proj_ty outer [$($proj)?] [Projection] [$proj_vis] struct
            [$($proj_impl_g)*] [$($proj_where)*] { $($p)* }
        }
        $crate::pin_project! {
            @proj_ty outer [$($proj_ref)?] [ProjectionRef] [$proj_vis] struct
            [$($proj_impl_g)*] [$($proj_where)*] { $($r)* }
        }

        #[allow(
            dead_code,
            single_use_lifetimes,
            explicit_outlives_requirements,
            unused_parens,
            clippy::mut_mut,
            clippy::needless_lifetimes,
            clippy::redundant_pub_crate,
            clippy::ref_option_ref,
            clippy::type_repetition_in_bounds
        )]
        const _: () = {
            $crate::pin_project! {
                @proj_ty inner [$($proj)?] [Projection] [$proj_vis] struct
                [$($proj_impl_g)*] [$($proj_where)*] { $($p)* }
            }
            $crate::pin_project! {
                @proj_ty inner [$($proj_ref)?] [ProjectionRef] [$proj_vis] struct
                [$($proj_impl_g)*] [$($proj_where)*] { $($r)* }
            }

            impl $($impl_g)* $name $($ty_g)* $($where)* {
                $crate::pin_project! {
                    @struct_method project [$($proj)?] [Projection] [mut] [$proj_vis]
                    [$($proj_ty_g)*] [$($m)*]
                }
                $crate::pin_project! {
                    @struct_method project_ref [$($proj_ref)?] [ProjectionRef] [] [$proj_vis]
                    [$($proj_ty_g)*] [$($s)*]
                }
            }

            $crate::pin_project! {
                @not_unpin [$($not_unpin)?] [$($impl_g)*] $name [$($ty_g)*] [$($where)*]
            }
            $crate::pin_project! { @replace [$($replace)?] [$($drop)*] }
            $crate::pin_project! { @drop $($drop)* }
        };
    };
    (@fields_done { struct $($ctx:tt)* } $d:tt $p:tt $r:tt $m:tt $s:tt []) => {
        ::core::compile_error!("pin-project-lite: a struct needs at least one named field");
    };

    // ---------------------------------------------------------------------------------------
    // Step 3 for enums, `@variants`: the variants one by one. Four lists are built:
    //   [variants of the type] [variants of Proj] [variants of ProjRef] [variant {names}]
    // ---------------------------------------------------------------------------------------
    (@variants
        { { [$($proj:ident)?] [$($proj_ref:ident)?] [$($replace:ident)?] [$($not_unpin:ident)?]
            [$($attrs:tt)*] [$vis:vis] [$proj_vis:vis] $name:ident }
          { [$($def_g:tt)*] [$($impl_g:tt)*] [$($ty_g:tt)*] [$($proj_impl_g:tt)*]
            [$($proj_ty_g:tt)*] [$($where:tt)*] [$($proj_where:tt)*] }
          [$($drop:tt)*] }
        [$($dv:tt)+] [$($pv:tt)*] [$($rv:tt)*] [$($arms:tt)*]
    ) => {
        #[::core::pin::pin_project $((project_replace($replace)))?]
        $($attrs)*
        $vis enum $name $($def_g)* $($where)* {
            $($dv)*
        }

        $crate::pin_project! {
            @replace_variants { [$($replace)?] [$proj_vis] [$($impl_g)*] [$($where)*] }
            [] $($dv)*
        }

        $crate::pin_project! {
            @proj_ty outer [$($proj)?] [] [$proj_vis] enum
            [$($proj_impl_g)*] [$($proj_where)*] { $($pv)* }
        }
        $crate::pin_project! {
            @proj_ty outer [$($proj_ref)?] [] [$proj_vis] enum
            [$($proj_impl_g)*] [$($proj_where)*] { $($rv)* }
        }

        #[allow(
            single_use_lifetimes,
            clippy::needless_lifetimes,
            clippy::redundant_pub_crate,
            clippy::type_repetition_in_bounds
        )]
        const _: () = {
            impl $($impl_g)* $name $($ty_g)* $($where)* {
                $crate::pin_project! {
                    @enum_method project [$($proj)?] [mut] [$proj_vis] [$($proj_ty_g)*]
                    [$($arms)*]
                }
                $crate::pin_project! {
                    @enum_method project_ref [$($proj_ref)?] [] [$proj_vis] [$($proj_ty_g)*]
                    [$($arms)*]
                }
            }

            $crate::pin_project! {
                @not_unpin [$($not_unpin)?] [$($impl_g)*] $name [$($ty_g)*] [$($where)*]
            }
            $crate::pin_project! { @replace [$($replace)?] [$($drop)*] }
            $crate::pin_project! { @drop $($drop)* }
        };
    };
    (@variants $e:tt [] $pv:tt $rv:tt $arms:tt) => {
        ::core::compile_error!("pin-project-lite: an enum needs at least one variant");
    };
    // All the variants that are left are unit variants: one step.
    (@variants $e:tt [$($dv:tt)*] [$($pv:tt)*] [$($rv:tt)*] [$($arms:tt)*]
        $( $(#[$($vattr:tt)*])* $variant:ident ),+ $(,)?
    ) => {
        $crate::pin_project! {
            @variants $e
            [$($dv)* $($(#[$($vattr)*])* $variant,)+]
            [$($pv)* $($variant,)+]
            [$($rv)* $($variant,)+]
            [$($arms)* $($variant)+]
        }
    };
    // A variant whose fields are all unpinned, or all pinned: one step.
    (@variants $e:tt [$($dv:tt)*] [$($pv:tt)*] [$($rv:tt)*] [$($arms:tt)*]
        $(#[$($vattr:tt)*])* $variant:ident { $( $field:ident : $ty:ty ),+ $(,)? }
        $(, $($rest:tt)*)?
    ) => {
        $crate::pin_project! {
            @variants $e
            [$($dv)* $(#[$($vattr)*])* $variant { $($field: $ty,)+ },]
            [$($pv)* $variant { $($field: &'__pin mut ($ty),)+ },]
            [$($rv)* $variant { $($field: &'__pin ($ty),)+ },]
            [$($arms)* $variant { $($field)+ }]
            $($($rest)*)?
        }
    };
    (@variants $e:tt [$($dv:tt)*] [$($pv:tt)*] [$($rv:tt)*] [$($arms:tt)*]
        $(#[$($vattr:tt)*])* $variant:ident { $( #[pin] $field:ident : $ty:ty ),+ $(,)? }
        $(, $($rest:tt)*)?
    ) => {
        $crate::pin_project! {
            @variants $e
            [$($dv)* $(#[$($vattr)*])* $variant { $(#[pin] $field: $ty,)+ },]
            [$($pv)* $variant { $($field: ::core::pin::Pin<&'__pin mut ($ty)>,)+ },]
            [$($rv)* $variant { $($field: ::core::pin::Pin<&'__pin ($ty)>,)+ },]
            [$($arms)* $variant { $($field)+ }]
            $($($rest)*)?
        }
    };
    // Pinned fields, then unpinned ones; or unpinned, then pinned: also one step.
    (@variants $e:tt [$($dv:tt)*] [$($pv:tt)*] [$($rv:tt)*] [$($arms:tt)*]
        $(#[$($vattr:tt)*])* $variant:ident {
            $( #[pin] $pfield:ident : $pty:ty ),+ , $( $ufield:ident : $uty:ty ),+ $(,)?
        }
        $(, $($rest:tt)*)?
    ) => {
        $crate::pin_project! {
            @variants $e
            [$($dv)* $(#[$($vattr)*])* $variant {
                $(#[pin] $pfield: $pty,)+ $($ufield: $uty,)+
            },]
            [$($pv)* $variant {
                $($pfield: ::core::pin::Pin<&'__pin mut ($pty)>,)+
                $($ufield: &'__pin mut ($uty),)+
            },]
            [$($rv)* $variant {
                $($pfield: ::core::pin::Pin<&'__pin ($pty)>,)+
                $($ufield: &'__pin ($uty),)+
            },]
            [$($arms)* $variant { $($pfield)+ $($ufield)+ }]
            $($($rest)*)?
        }
    };
    (@variants $e:tt [$($dv:tt)*] [$($pv:tt)*] [$($rv:tt)*] [$($arms:tt)*]
        $(#[$($vattr:tt)*])* $variant:ident {
            $( $ufield:ident : $uty:ty ),+ , $( #[pin] $pfield:ident : $pty:ty ),+ $(,)?
        }
        $(, $($rest:tt)*)?
    ) => {
        $crate::pin_project! {
            @variants $e
            [$($dv)* $(#[$($vattr)*])* $variant {
                $($ufield: $uty,)+ $(#[pin] $pfield: $pty,)+
            },]
            [$($pv)* $variant {
                $($ufield: &'__pin mut ($uty),)+
                $($pfield: ::core::pin::Pin<&'__pin mut ($pty)>,)+
            },]
            [$($rv)* $variant {
                $($ufield: &'__pin ($uty),)+
                $($pfield: ::core::pin::Pin<&'__pin ($pty)>,)+
            },]
            [$($arms)* $variant { $($ufield)+ $($pfield)+ }]
            $($($rest)*)?
        }
    };
    // Any other variant with fields: its fields one by one.
    (@variants $e:tt $dv:tt $pv:tt $rv:tt $arms:tt
        $(#[$($vattr:tt)*])* $variant:ident { $($fields:tt)* } $(, $($rest:tt)*)?
    ) => {
        $crate::pin_project! {
            @fields { variant $e $dv $pv $rv $arms [$(#[$($vattr)*])*] $variant [$($($rest)*)?] }
            [] [] [] [] [] []
            $($fields)*
        }
    };
    (@variants $e:tt [$($dv:tt)*] [$($pv:tt)*] [$($rv:tt)*] [$($arms:tt)*]
        $(#[$($vattr:tt)*])* $variant:ident $(, $($rest:tt)*)?
    ) => {
        $crate::pin_project! {
            @variants $e
            [$($dv)* $(#[$($vattr)*])* $variant,]
            [$($pv)* $variant,]
            [$($rv)* $variant,]
            [$($arms)* $variant]
            $($($rest)*)?
        }
    };
    (@variants $e:tt $dv:tt $pv:tt $rv:tt $arms:tt
        $(#[$($vattr:tt)*])* $variant:ident ( $($tuple:tt)* ) $($rest:tt)*
    ) => {
        ::core::compile_error!("pin-project-lite: tuple variants are not supported");
    };
    (@variants $e:tt $dv:tt $pv:tt $rv:tt $arms:tt
        $(#[$($vattr:tt)*])* $variant:ident = $($rest:tt)*
    ) => {
        ::core::compile_error!("pin-project-lite: explicit discriminants are not supported");
    };
    (@variants $($rest:tt)*) => {
        ::core::compile_error!("pin-project-lite: expected a variant `Name` or `Name { .. }`");
    };

    // ---------------------------------------------------------------------------------------
    // Pieces of the output.
    // ---------------------------------------------------------------------------------------

    // A projection type. A named one is declared next to the type (`outer`), the unnamed one
    // of a struct inside the `const _` block (`inner`), where nobody can name it.
    (@proj_ty outer [] $($rest:tt)*) => {};
    (@proj_ty outer [$proj:ident] $default:tt $($rest:tt)*) => {
        $crate::pin_project! { @proj_ty_item $proj $($rest)* }
    };
    (@proj_ty inner [$proj:ident] $($rest:tt)*) => {};
    (@proj_ty inner [] [$default:ident] $($rest:tt)*) => {
        $crate::pin_project! { @proj_ty_item $default $($rest)* }
    };
    (@proj_ty_item $proj:ident [$proj_vis:vis] $kind:tt [$($g:tt)*] [$($where:tt)*]
        { $($body:tt)* }
    ) => {
        #[doc(hidden)]
        #[allow(
            dead_code,
            single_use_lifetimes,
            explicit_outlives_requirements,
            unused_parens,
            clippy::mut_mut,
            clippy::redundant_pub_crate,
            clippy::ref_option_ref,
            clippy::type_repetition_in_bounds
        )]
        $proj_vis $kind $proj $($g)* $($where)* {
            $($body)*
        }
    };

    // `project` / `project_ref` of a struct: one place borrow through `Pin` per field. The
    // type behind the `@` says what the field becomes: `Pin<&mut _>` or `&mut _`.
    (@struct_method $method:ident [] [$default:ident] $($rest:tt)*) => {
        $crate::pin_project! { @struct_method $method [$default] [] $($rest)* }
    };
    (@struct_method $method:ident [$proj:ident] [$($_default:ident)?] [$($mut:tt)?]
        [$proj_vis:vis] [$($g:tt)*] [$( $field:ident [$($borrow:tt)*] )*]
    ) => {
        #[doc(hidden)]
        #[inline]
        $proj_vis fn $method<'__pin>(
            self: ::core::pin::Pin<&'__pin $($mut)? Self>,
        ) -> $proj $($g)* {
            $proj {
                $( $field: @<$($borrow)*> (*self).$field, )*
            }
        }
    };

    // `project` / `project_ref` of an enum, only when its type is named: matching on the
    // pinned reference binds `Pin<&mut _>` to a `#[pin]` field and `&mut _` to another.
    (@enum_method $method:ident [] $($rest:tt)*) => {};
    (@enum_method $method:ident [$proj:ident] [$($mut:tt)?] [$proj_vis:vis] [$($g:tt)*]
        [$( $variant:ident $({ $($field:ident)* })? )*]
    ) => {
        #[doc(hidden)]
        #[inline]
        $proj_vis fn $method<'__pin>(
            self: ::core::pin::Pin<&'__pin $($mut)? Self>,
        ) -> $proj $($g)* {
            match self {
                $(
                    Self::$variant $({ $($field),* })? => {
                        $proj::$variant $({ $($field),* })?
                    }
                )*
            }
        }
    };

    // `#[project(!Unpin)]`.
    (@not_unpin [] $($rest:tt)*) => {};
    (@not_unpin [$_flag:ident] [$($impl_g:tt)*] $name:ident [$($ty_g:tt)*] [$($where:tt)*]) => {
        impl $($impl_g)* !::core::marker::Unpin for $name $($ty_g)* $($where)* {}
    };

    // `#[project_replace = Name]`: the compiler writes `project_replace` from the `#[pin]`
    // marks (`#[pin_project(project_replace(Name))]`); the macro defines `Name`, the type's
    // fields with `PhantomData<F>` for each pinned field of type `F`.
    (@replace [] $drop:tt) => {};
    (@replace [$_name:ident] []) => {};
    (@replace [$_name:ident] [$($drop:tt)+]) => {
        ::core::compile_error!(
            "pin-project-lite: `#[project_replace = ..]` cannot be used together with `PinnedDrop`"
        );
    };
    // The fields of `Name`, one step a field; `$k` says what to do at the end.
    (@replace_fields { struct [] $($_x:tt)* } $($rest:tt)*) => {};
    (@replace_fields $k:tt [$($f:tt)*] #[pin] $vis:vis $field:ident : $ty:ty, $($rest:tt)*) => {
        $crate::pin_project! {
            @replace_fields $k [$($f)* $vis $field: ::core::marker::PhantomData<$ty>,] $($rest)*
        }
    };
    (@replace_fields $k:tt [$($f:tt)*] $vis:vis $field:ident : $ty:ty, $($rest:tt)*) => {
        $crate::pin_project! { @replace_fields $k [$($f)* $vis $field: $ty,] $($rest)* }
    };
    (@replace_fields { struct [$replace:ident] [$proj_vis:vis] [$($g:tt)*] [$($where:tt)*] }
        [$($f:tt)*]
    ) => {
        #[allow(dead_code, single_use_lifetimes, clippy::redundant_pub_crate)]
        $proj_vis struct $replace $($g)* $($where)* {
            $($f)*
        }
    };
    (@replace_fields { variant $e:tt [$($v:tt)*] $variant:ident [$($rest:tt)*] } [$($f:tt)*]) => {
        $crate::pin_project! { @replace_variants $e [$($v)* $variant { $($f)* },] $($rest)* }
    };
    // The variants of `Name`, one step a variant.
    (@replace_variants { [] $($_x:tt)* } $($rest:tt)*) => {};
    (@replace_variants $e:tt [$($v:tt)*]
        $(#[$($_a:tt)*])* $variant:ident { $($fields:tt)* }, $($rest:tt)*
    ) => {
        $crate::pin_project! {
            @replace_fields { variant $e [$($v)*] $variant [$($rest)*] } [] $($fields)*
        }
    };
    (@replace_variants $e:tt [$($v:tt)*] $(#[$($_a:tt)*])* $variant:ident, $($rest:tt)*) => {
        $crate::pin_project! { @replace_variants $e [$($v)* $variant,] $($rest)* }
    };
    (@replace_variants { [$replace:ident] [$proj_vis:vis] [$($g:tt)*] [$($where:tt)*] }
        [$($v:tt)*]
    ) => {
        #[allow(dead_code, single_use_lifetimes, clippy::redundant_pub_crate)]
        $proj_vis enum $replace $($g)* $($where)* {
            $($v)*
        }
    };

    // The `PinnedDrop` block.
    (@drop) => {};
    (@drop
        $(#[$($impl_attr:tt)*])*
        impl $(<
            $( $lt:lifetime $(: $lt_bound:lifetime)? ),* $(,)?
            $( $param:ident
                $(: $bound:path)?
                $(: ?$relaxed:path)?
                $(: $param_lt:lifetime)?
            ),* $(,)?
        >)?
        PinnedDrop for $self_ty:ty
        $(where $(
            $pred:ty
                $(: $pred_bound:path)?
                $(: ?$pred_relaxed:path)?
                $(: $pred_lt:lifetime)?
        ),* $(,)?)?
        {
            $(#[$($fn_attr:tt)*])*
            fn drop($($arg:ident)+ : Pin<&mut Self>) {
                $($body:tt)*
            }
        }
    ) => {
        $crate::pin_project! {
            @drop_item
            [
                $(#[$($impl_attr)*])*
                impl $(<
                    $($lt $(: $lt_bound)?,)*
                    $($param $(: $bound)? $(: ?$relaxed)? $(: $param_lt)?,)*
                >)? ::core::pin::PinnedDrop for $self_ty
                $(where $($pred $(: $pred_bound)? $(: ?$pred_relaxed)? $(: $pred_lt)?,)*)?
            ]
            [$(#[$($fn_attr)*])*]
            [$($arg)+]
            { $($body)* }
        }
    };
    (@drop $($rest:tt)*) => {
        ::core::compile_error!(
            "pin-project-lite: expected `impl PinnedDrop for Type { fn drop(this: Pin<&mut Self>) \
             { .. } }` after the body of the type"
        );
    };
    (@drop_item $head:tt $fn_attrs:tt [$(mut)? self] $body:tt) => {
        ::core::compile_error!(
            "pin-project-lite: the argument of `PinnedDrop::drop` cannot be `self`; \
             give it another name, such as `this`"
        );
    };
    (@drop_item [$($head:tt)*] [$($fn_attrs:tt)*] [$($arg:tt)+] { $($body:tt)* }) => {
        $($head)* {
            $($fn_attrs)*
            fn drop(self: ::core::pin::Pin<&mut Self>) {
                let $($arg)+ = self;
                $($body)*
            }
        }
    };

    // A step that did not match its input: a bug of this macro, not of the input.
    (@ $($rest:tt)*) => {
        ::core::compile_error!("pin-project-lite: internal error, an internal step did not match");
    };

    // The entry point.
    ($($input:tt)*) => {
        $crate::pin_project! { @attrs [] [] [] [] [] $($input)* }
    };
}

// Names that code written against the published crate may use. Not public API.
#[doc(hidden)]
pub mod __private {
    #[doc(hidden)]
    pub use core::marker::{PhantomData, PhantomPinned, Sized, Unpin};
    #[doc(hidden)]
    pub use core::ops::Drop;
    #[doc(hidden)]
    pub use core::pin::Pin;
    #[doc(hidden)]
    pub use core::ptr;
}
