/*
| JSON inside an HTML <script> element (JSON-LD). The HTML parser ends a
| script at the first `</script` whatever the JSON says, and `<!--` changes
| how it looks for that end; so every `<`, `>` and `&` is written as its
| JSON escape (\u003c ...), as are U+2028/U+2029 (line breaks to old JS
| parsers). The result is still the same JSON value, and contains no `<`.
*/
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g

export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
}
