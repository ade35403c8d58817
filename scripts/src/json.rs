//! A small JSON reader and writer, std only: enough to read
//! competitive-companion's and cph's files and to write `--json` records.
//! Numbers are kept as `f64`; the reader refuses what RFC 8259 refuses,
//! saying where.

use std::fmt::Write;

/// A JSON value. An object keeps its members in their order.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Number(f64),
    String(String),
    Array(Vec<Value>),
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The member `key` of an object; `None` for a missing key or a value
    /// that is no object.
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(text) => Some(text),
            _ => None,
        }
    }

    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    /// The value written as compact JSON, on one line.
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) {
        match self {
            Value::Null => out.push_str("null"),
            Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Value::Number(n) if n.is_finite() => {
                let _ = write!(out, "{}", n);
            }
            Value::Number(_) => out.push_str("null"),
            Value::String(text) => out.push_str(&quote(text)),
            Value::Array(items) => {
                out.push('[');
                for (index, item) in items.iter().enumerate() {
                    if index > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Value::Object(members) => {
                out.push('{');
                for (index, (key, value)) in members.iter().enumerate() {
                    if index > 0 {
                        out.push(',');
                    }
                    out.push_str(&quote(key));
                    out.push(':');
                    value.write(out);
                }
                out.push('}');
            }
        }
    }
}

/// `text` as a JSON string, quotes and escapes included; every control
/// character (DEL and the C1 ones too) and every character that reorders
/// or hides text (a bidi override) written `\uXXXX`, so that a document
/// printed on a terminal shows what a run printed, never obeys it.
///
/// ```
/// assert_eq!(eight_judge::json::quote("a\"b\n\u{1}"), "\"a\\\"b\\n\\u0001\"");
/// assert_eq!(eight_judge::json::quote("\u{9b}2J\u{202e}"), "\"\\u009b2J\\u202e\"");
/// ```
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() || crate::shown::invisible(c) => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// What is wrong with a JSON text, and where: `line 3, column 7:
/// expected , or ] in an array`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// From 1.
    pub line: usize,
    /// From 1, in bytes.
    pub column: usize,
    pub why: JsonFault,
}

/// What is wrong at a place in a JSON text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JsonFault {
    /// What should have come there: `null`, `, or ] in an array`.
    Expected(&'static str),
    /// The text ends early: where a value should be, or inside a string.
    EndsIn(&'static str),
    /// A character no value starts with.
    Unexpected(char),
    /// Arrays and objects nested deeper than the reader goes.
    TooDeep,
    NotANumber(String),
    NotUtf8,
    UnknownEscape(char),
    ControlInString,
    LoneSurrogate,
    ShortUnicode,
    /// More text after the one value.
    MoreAfter,
}

impl std::error::Error for JsonFault {}

impl std::fmt::Display for JsonFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JsonFault::Expected(what) => write!(f, "expected {}", what),
            JsonFault::EndsIn(place) => write!(f, "the text ends {}", place),
            JsonFault::Unexpected(c) => write!(f, "unexpected {:?}", c),
            JsonFault::TooDeep => write!(f, "nested more than {} deep", DEEPEST),
            JsonFault::NotANumber(text) => write!(f, "{:?} is not a number", text),
            JsonFault::NotUtf8 => f.write_str("a string is not UTF-8"),
            JsonFault::UnknownEscape(c) => write!(f, "unknown escape \\{}", c),
            JsonFault::ControlInString => f.write_str("a control character inside a string"),
            JsonFault::LoneSurrogate => f.write_str("a lone surrogate in \\u"),
            JsonFault::ShortUnicode => f.write_str("\\u needs four hex digits"),
            JsonFault::MoreAfter => f.write_str("more after the value"),
        }
    }
}

impl std::fmt::Display for JsonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.why
        )
    }
}

impl std::error::Error for JsonError {}

/// Reads one JSON value, the whole of `text` (white space around it
/// allowed); else what is wrong and at which line and column.
pub fn parse(text: &str) -> Result<Value, JsonError> {
    let mut reader = Reader {
        bytes: text.as_bytes(),
        at: 0,
        depth: 0,
    };
    let value = reader.value().map_err(|why| reader.located(why))?;
    reader.space();
    if reader.at < reader.bytes.len() {
        return Err(reader.located(JsonFault::MoreAfter));
    }
    Ok(value)
}

/// The deepest nesting read: deeper is refused, never a stack overflow.
const DEEPEST: usize = 200;

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    depth: usize,
}

impl Reader<'_> {
    fn located(&self, why: JsonFault) -> JsonError {
        let before = &self.bytes[..self.at.min(self.bytes.len())];
        JsonError {
            line: before.iter().filter(|&&b| b == b'\n').count() + 1,
            column: before.iter().rev().take_while(|&&b| b != b'\n').count() + 1,
            why,
        }
    }

    fn space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.bytes.get(self.at) {
            self.at += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn expect(&mut self, word: &'static str) -> Result<(), JsonFault> {
        if self.bytes[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(())
        } else {
            Err(JsonFault::Expected(word))
        }
    }

    fn value(&mut self) -> Result<Value, JsonFault> {
        self.space();
        match self.peek() {
            None => Err(JsonFault::EndsIn("where a value should be")),
            Some(b'n') => self.expect("null").map(|()| Value::Null),
            Some(b't') => self.expect("true").map(|()| Value::Bool(true)),
            Some(b'f') => self.expect("false").map(|()| Value::Bool(false)),
            Some(b'"') => self.string().map(Value::String),
            Some(b'[') => self.nested(Reader::array),
            Some(b'{') => self.nested(Reader::object),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(other) => Err(JsonFault::Unexpected(other as char)),
        }
    }

    fn nested(
        &mut self,
        read: fn(&mut Self) -> Result<Value, JsonFault>,
    ) -> Result<Value, JsonFault> {
        self.depth += 1;
        if self.depth > DEEPEST {
            return Err(JsonFault::TooDeep);
        }
        let value = read(self);
        self.depth -= 1;
        value
    }

    fn array(&mut self) -> Result<Value, JsonFault> {
        self.at += 1;
        let mut items = Vec::new();
        self.space();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value()?);
            self.space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(Value::Array(items));
                }
                _ => return Err(JsonFault::Expected(", or ] in an array")),
            }
        }
    }

    fn object(&mut self) -> Result<Value, JsonFault> {
        self.at += 1;
        let mut members = Vec::new();
        self.space();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Value::Object(members));
        }
        loop {
            self.space();
            if self.peek() != Some(b'"') {
                return Err(JsonFault::Expected("a member's name in quotes"));
            }
            let key = self.string()?;
            self.space();
            if self.peek() != Some(b':') {
                return Err(JsonFault::Expected(": after a member's name"));
            }
            self.at += 1;
            let value = self.value()?;
            members.push((key, value));
            self.space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    return Ok(Value::Object(members));
                }
                _ => return Err(JsonFault::Expected(", or } in an object")),
            }
        }
    }

    fn number(&mut self) -> Result<Value, JsonFault> {
        let start = self.at;
        while let Some(b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
        let text = std::str::from_utf8(&self.bytes[start..self.at]).unwrap_or("");
        text.parse::<f64>()
            .map(Value::Number)
            .map_err(|_| JsonFault::NotANumber(text.to_string()))
    }

    fn string(&mut self) -> Result<String, JsonFault> {
        self.at += 1;
        let mut text: Vec<u8> = Vec::new();
        loop {
            let byte = self.peek().ok_or(JsonFault::EndsIn("inside a string"))?;
            self.at += 1;
            match byte {
                b'"' => return String::from_utf8(text).map_err(|_| JsonFault::NotUtf8),
                b'\\' => {
                    let escaped = self.peek().ok_or(JsonFault::EndsIn("inside a string"))?;
                    self.at += 1;
                    let c = match escaped {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.unicode()?,
                        other => return Err(JsonFault::UnknownEscape(other as char)),
                    };
                    let mut buffer = [0u8; 4];
                    text.extend_from_slice(c.encode_utf8(&mut buffer).as_bytes());
                }
                byte if byte < 0x20 => return Err(JsonFault::ControlInString),
                byte => text.push(byte),
            }
        }
    }

    /// The character of a `\u` escape, a surrogate pair joined.
    fn unicode(&mut self) -> Result<char, JsonFault> {
        let high = self.hex4()?;
        let code = if (0xD800..0xDC00).contains(&high) {
            self.expect("\\u").map_err(|_| JsonFault::LoneSurrogate)?;
            let low = self.hex4()?;
            if !(0xDC00..0xE000).contains(&low) {
                return Err(JsonFault::LoneSurrogate);
            }
            0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        } else {
            high
        };
        char::from_u32(code).ok_or(JsonFault::LoneSurrogate)
    }

    fn hex4(&mut self) -> Result<u32, JsonFault> {
        let digits = self
            .bytes
            .get(self.at..self.at + 4)
            .and_then(|d| std::str::from_utf8(d).ok())
            .and_then(|d| u32::from_str_radix(d, 16).ok())
            .ok_or(JsonFault::ShortUnicode)?;
        self.at += 4;
        Ok(digits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_competitive_companion_file() {
        let text = r#"{"name":"A. Eight","group":"POJ","url":"http://poj.org/problem?id=1077",
            "tests":[{"input":"2 3 4 1 5 x 7 6 8\n","output":"ullddrurdllurdruldr\n"}],
            "memoryLimit":64,"timeLimit":1000,"interactive":false,"x":[1.5e2,-3,null,true]}"#;
        let value = parse(text).unwrap();
        let tests = value.get("tests").unwrap().as_array().unwrap();
        assert_eq!(
            tests[0].get("input").unwrap().as_str(),
            Some("2 3 4 1 5 x 7 6 8\n")
        );
        assert_eq!(value.get("memoryLimit"), Some(&Value::Number(64.0)));
        assert_eq!(
            value.get("x").unwrap().to_json(),
            "[150,-3,null,true]".to_string()
        );
    }

    #[test]
    fn escapes_round_trip_and_surrogates_join() {
        let value = parse(r#""a\"\\\/\n\u00e9\ud83d\ude00""#).unwrap();
        assert_eq!(value, Value::String("a\"\\/\né😀".to_string()));
        assert_eq!(parse(&value.to_json()).unwrap(), value);
    }

    #[test]
    fn bad_text_is_refused_saying_where() {
        for (text, says) in [
            ("", "line 1, column 1: the text ends"),
            ("{\"a\":1,}", "line 1, column 8: expected a member's name"),
            ("[1,\n2", "line 2, column 2: expected , or ]"),
            ("\"abc", "ends inside a string"),
            ("\"\\ud800\"", "lone surrogate"),
            ("1 2", "more after the value"),
            ("tru", "expected true"),
            ("\"a\nb\"", "control character"),
        ] {
            let why = parse(text).unwrap_err().to_string();
            assert!(why.contains(says), "{:?}: {}", text, why);
        }
        let deep = "[".repeat(10_000);
        assert_eq!(parse(&deep).unwrap_err().why, JsonFault::TooDeep);
        let error = parse("[1,\n2").unwrap_err();
        assert_eq!((error.line, error.column), (2, 2));
    }
}
