//! A proc macro that writes `field_of!` types: compiled by the fork, loaded by the fork.

use proc_macro::{TokenStream, TokenTree};

/// `field_offsets!(Type: a, b)` is `[<field_of!(Type, a) as Field>::OFFSET, ...]`.
#[proc_macro]
pub fn field_offsets(input: TokenStream) -> TokenStream {
    let mut tokens = input.into_iter();
    let ty = match tokens.next() {
        Some(TokenTree::Ident(ty)) => ty,
        _ => return error("expected `Type: field, ...`"),
    };
    match tokens.next() {
        Some(TokenTree::Punct(p)) if p.as_char() == ':' => {}
        _ => return error("expected `:` after the type"),
    }
    let mut items = Vec::new();
    for token in tokens {
        match token {
            TokenTree::Ident(field) => items.push(format!(
                "<::std::field::field_of!({ty}, {field}) as ::std::field::Field>::OFFSET"
            )),
            TokenTree::Punct(p) if p.as_char() == ',' => {}
            other => return error(&format!("unexpected `{other}`")),
        }
    }
    format!("[{}]", items.join(", ")).parse().unwrap()
}

fn error(message: &str) -> TokenStream {
    format!("::core::compile_error!({message:?})")
        .parse()
        .unwrap()
}

/// `#[derive(FieldNames)]` on a struct with named fields writes
/// `impl Type { pub const FIELD_NAMES: &[&str] = &["a", ...]; }`.
#[proc_macro_derive(FieldNames)]
pub fn derive_field_names(input: TokenStream) -> TokenStream {
    let mut tokens = input.into_iter();
    let ty = loop {
        match tokens.next() {
            Some(TokenTree::Ident(kw)) if kw.to_string() == "struct" => match tokens.next() {
                Some(TokenTree::Ident(ty)) => break ty,
                _ => return error("expected the struct's name"),
            },
            Some(_) => {}
            None => return error("`FieldNames` is for structs"),
        }
    };
    let Some(TokenTree::Group(fields)) = tokens.find(|t| matches!(t, TokenTree::Group(_))) else {
        return error("`FieldNames` needs named fields");
    };
    let mut names = Vec::new();
    let mut last = None;
    for token in fields.stream() {
        match token {
            TokenTree::Ident(name) => last = Some(name.to_string()),
            TokenTree::Punct(p) if p.as_char() == ':' => names.extend(last.take()),
            _ => last = None,
        }
    }
    format!("impl {ty} {{ pub const FIELD_NAMES: &[&str] = &{names:?}; }}")
        .parse()
        .unwrap()
}
