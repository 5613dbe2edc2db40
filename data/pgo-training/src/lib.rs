//! Code of the usual kinds over the dependencies (generics, traits, closures, iterators, derives),
//! so that the training also compiles a crate that uses them, not only the crates themselves.

use std::collections::BTreeMap;
use std::fmt;

use hashbrown::HashMap;
use indexmap::IndexMap;
use itertools::Itertools;
use rand::{Rng, SeedableRng};
use smallvec::SmallVec;

bitflags::bitflags! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct Mode: u8 {
        const READ = 1;
        const WRITE = 2;
        const EXEC = 4;
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Token {
    Word(String),
    Number(i64),
    Punct(char),
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Token::Word(w) => write!(f, "{w}"),
            Token::Number(n) => write!(f, "{n}"),
            Token::Punct(c) => write!(f, "{c}"),
        }
    }
}

pub fn tokenize(text: &str) -> anyhow::Result<Vec<Token>> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_whitespace() {
            chars.next();
        } else if c.is_ascii_digit() {
            let digits: String = chars.peeking_take_while(|c| c.is_ascii_digit()).collect();
            out.push(Token::Number(digits.parse()?));
        } else if c.is_alphabetic() {
            out.push(Token::Word(chars.peeking_take_while(|c| c.is_alphanumeric()).collect()));
        } else {
            out.push(Token::Punct(c));
            chars.next();
        }
    }
    log::debug!("{} tokens", out.len());
    Ok(out)
}

pub fn histogram<T: Clone + Eq + std::hash::Hash + Ord>(items: &[T]) -> BTreeMap<T, usize> {
    let mut counts: HashMap<T, usize> = HashMap::new();
    for item in items {
        *counts.entry(item.clone()).or_default() += 1;
    }
    counts.into_iter().collect()
}

pub fn ordered<K: Clone + Eq + std::hash::Hash, V: Clone>(pairs: &[(K, V)]) -> IndexMap<K, V> {
    pairs.iter().cloned().collect()
}

pub fn sample(seed: u64, n: usize) -> SmallVec<[u32; 8]> {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    (0..n).map(|_| rng.gen_range(0..1000)).sorted().dedup().collect()
}

pub fn command() -> clap::Command {
    clap::Command::new("train")
        .arg(clap::Arg::new("input").required(true))
        .arg(clap::Arg::new("verbose").short('v').action(clap::ArgAction::Count))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_and_counts() {
        let t = tokenize("a 12 b + a").unwrap();
        assert_eq!(t.len(), 5);
        assert_eq!(histogram(&t)[&Token::Word("a".into())], 2);
        assert!(sample(7, 20).windows(2).all(|w| w[0] < w[1]));
        assert_eq!(ordered(&[(1, 'x'), (0, 'y')]).keys().copied().collect::<Vec<_>>(), [1, 0]);
        assert!(Mode::READ.union(Mode::WRITE).contains(Mode::WRITE));
        assert!(command().try_get_matches_from(["train", "f", "-vv"]).is_ok());
    }
}
