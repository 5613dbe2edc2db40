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
