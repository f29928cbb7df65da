/* Pieces the resource declarations' forms share: field builders, one field a line. */
import type { FieldKind, FormField } from '#admin/engine/admin_resource'

/** A field's settings beyond its name, label and kind. */
type FieldOptions = Omit<FormField, 'name' | 'label' | 'kind'>

/** The builder of one kind of field: `(name, label, options)` (no kind: a text input). */
const fieldsOf =
  (kind?: FieldKind) =>
  (name: string, label: string, options: FieldOptions = {}): FormField => ({
    name,
    label,
    ...(kind && { kind }),
    ...options,
  })

const textField = fieldsOf()
const numberField = fieldsOf('number')

/** A textarea of `rows` lines spanning the grid row. */
const textareaField = (name: string, label: string, rows: number, options: FieldOptions = {}) =>
  fieldsOf('textarea')(name, label, { rows, wide: true, ...options })

/** A select whose options are the form's `choices[name]` unless `options.choices` says otherwise. */
const selectField = (name: string, label: string, options: FieldOptions = {}) =>
  fieldsOf('select')(name, label, { choices: name, ...options })

/*
| A field's maxlength is the limit its validator enforces: declareResource
| fills it in (app/admin/engine/validator_limits.ts), so forms do not state it.
*/

/** A required identifier typed exactly, in monospace: a slug, an id, a code. */
const identifierField = (name: string, label: string, options: FieldOptions = {}) =>
  textField(name, label, { required: true, inputClass: 'mono', ...options })

/** The record's slug (used in public paths). */
const slugField = (options: FieldOptions = {}) => identifierField('slug', 'Slug', options)

/** The position of a record among its siblings ("Order"; lower comes first). */
const positionField = (hint: string) =>
  numberField('position', 'Order', { min: 0, step: 1, hint, inputClass: 'short' })

/** The IANA time zone, suggested from the form's `timezones` datalist. */
const timeZoneField = (options: FieldOptions = {}) =>
  textField('timezone', 'Time zone', {
    required: true,
    list: 'timezones',
    placeholder: 'Europe/Berlin',
    ...options,
  })

/** The form fields, one a line: `field.text('title', 'Title', { required: true })`. */
export const field = {
  text: textField,
  textarea: textareaField,
  select: selectField,
  number: numberField,
  /** a date and time input (datetime-local) */
  time: fieldsOf('datetime-local'),
  checkbox: fieldsOf('checkbox'),
  identifier: identifierField,
  slug: slugField,
  position: positionField,
  timeZone: timeZoneField,
}

/** The input's values of the fields named like the record's attributes. */
export function sameNamed<Input extends object, Key extends keyof Input>(
  input: Input,
  ...keys: Key[]
): Pick<Input, Key> {
  return Object.fromEntries(keys.map((key) => [key, input[key]])) as Pick<Input, Key>
}

/** What a currency field suggests (a datalist; any three-letter code is accepted). */
export const CURRENCY_SUGGESTIONS = [
  'EUR',
  'GBP',
  'USD',
  'CHF',
  'PLN',
  'CZK',
  'SEK',
  'DKK',
  'NOK',
  'HUF',
]
