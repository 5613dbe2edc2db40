//! Empty: `./frt bench` measures the dependencies (syn, serde_json, regex-syntax).
