/*
| The length limits a form's validator enforces, read from its JSON Schema
| (VineJS emits one): the form's inputs take their maxlength from here, so
| a limit is declared once, in the validator.
*/
interface JsonSchema {
  type?: string | string[]
  maxLength?: number
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
}

export interface ValidatorLimits {
  /** a field's most characters, by name */
  fields: Record<string, number>
  /** a child-rows list's columns' most characters, by list then column */
  rows: Record<string, Record<string, number>>
}

/** The schema's own, or its first alternative's (an optional or nullable field). */
const maxLengthOf = (schema: JsonSchema): number | undefined =>
  schema.maxLength ?? schema.anyOf?.map(maxLengthOf).find((limit) => limit !== undefined)

const rowsOf = (schema: JsonSchema): JsonSchema | undefined =>
  schema.items ?? schema.anyOf?.map(rowsOf).find((items) => items !== undefined)

function limitsOf(properties: Record<string, JsonSchema> = {}) {
  const limits: Record<string, number> = {}
  for (const [name, schema] of Object.entries(properties)) {
    const limit = maxLengthOf(schema)
    if (limit !== undefined) limits[name] = limit
  }
  return limits
}

/** The limits of a validator made by `vine.create` (anything with `toJSONSchema`). */
export function validatorLimits(validator: unknown): ValidatorLimits {
  const schema = (validator as { toJSONSchema(): JsonSchema }).toJSONSchema()
  const rows: ValidatorLimits['rows'] = {}
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const items = rowsOf(property)
    if (items?.properties) rows[name] = limitsOf(items.properties)
  }
  return { fields: limitsOf(schema.properties), rows }
}

interface Limited {
  maxlength?: number
}

/** What a form takes from its validators: each input's maxlength (the validator's limit wins). */
export function withValidatorLimits<
  Form extends {
    validators: { create: unknown; update: unknown }
    sections?: {
      fields: (Limited & { name: string })[]
      rows?: { key: string; columns: (Limited & { key: string })[] }[]
    }[]
  },
>(form: Form): Form {
  const [create, update] = [form.validators.create, form.validators.update].map(validatorLimits)
  const fields = { ...create.fields, ...update.fields }
  const rows = { ...create.rows, ...update.rows }
  const limited = <T extends Limited>(item: T, limit: number | undefined): T =>
    limit === undefined ? item : { ...item, maxlength: limit }
  const sections = form.sections?.map((section) => ({
    ...section,
    fields: section.fields.map((field) => limited(field, fields[field.name])),
    rows: section.rows?.map((editor) => ({
      ...editor,
      columns: editor.columns.map((column) => limited(column, rows[editor.key]?.[column.key])),
    })),
  }))
  return { ...form, sections }
}
