/*
| Names (cities, countries, events, venues, labels) are one line of text:
| written into calendars, e-mail headers, CSV cells and page titles, a line
| break there could start a record of its own. Fields holding a name refuse
| CR, LF and the Unicode line separators (NEL, U+2028, U+2029) rather than
| cleaning them; tabs and other text pass (the input policy handles the other
| control characters). Multi-line texts (summaries, notes) keep their lines.
*/
import vine from '@vinejs/vine'

const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/

/** Whether a text holds a line break of any kind. */
const hasLineBreak = (text: string) => LINE_BREAK.test(text)

/** The rule of a one-line field (a name); its message key is `oneLine`. */
export const oneLine = vine.createRule(
  (value, _options, field) => {
    if (typeof value === 'string' && hasLineBreak(value)) {
      field.report('The {{ field }} field must be one line (no line breaks)', 'oneLine', field)
    }
  },
  {
    name: 'oneLine',
    toJSONSchema: (schema) => {
      schema.pattern = '^[^\\r\\n\\u0085\\u2028\\u2029]*$'
    },
  }
)
