/*
| Tool arguments: the JSON Schema a client sees (inputSchema) and the
| validation that goes with it, both from one VineJS declaration.
*/
import vine, { errors as vineErrors } from '@vinejs/vine'
import type { VineObject } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { inputJsonSchema } from '#schemas/json_schema'
import { invalidArguments, type ArgumentError } from '#mcp/server/protocol_errors'

export type JsonSchemaObject = Record<string, unknown> & {
  type: 'object'
  properties?: Record<string, unknown>
}

export interface ToolArguments<Args> {
  jsonSchema: JsonSchemaObject
  /** Valid arguments, or a -32602 ProtocolError naming each bad argument. */
  parse(tool: string, args: Record<string, unknown>): Promise<Args>
}

/** VineJS field errors as argument errors. */
export function argumentErrorsOf(error: unknown): ArgumentError[] | undefined {
  if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) return undefined
  const messages = error.messages as { field: string; message: string }[]
  return messages.map(({ field, message }) => ({ argument: field, message }))
}

/** Arguments the schema does not declare (VineJS would drop them silently). */
export function unknownArgumentErrors(
  schema: JsonSchemaObject,
  args: Record<string, unknown>
): ArgumentError[] {
  const known = Object.keys(schema.properties ?? {})
  return Object.keys(args)
    .filter((name) => !known.includes(name))
    .map((name) => ({
      argument: name,
      message: `Unknown argument; allowed: ${known.join(', ') || 'none'}`,
    }))
}

/** Validates with `validate`, turning VineJS errors (and unknown arguments) into -32602. */
async function parseArguments<Args>(
  tool: string,
  schema: JsonSchemaObject,
  args: Record<string, unknown>,
  validate: (args: Record<string, unknown>) => Promise<Args>
): Promise<Args> {
  const unknown = unknownArgumentErrors(schema, args)
  try {
    const parsed = await validate(args)
    if (unknown.length) throw invalidArguments(tool, unknown)
    return parsed
  } catch (error) {
    const errors = argumentErrorsOf(error)
    if (!errors) throw error
    throw invalidArguments(tool, [...errors, ...unknown])
  }
}

/** Arguments declared by one VineJS object schema (and its compiled validator, for its messages). */
export function vineArguments<Schema extends VineObject<any, any, any, any>>(
  schema: Schema,
  validator: { validate(value: unknown): Promise<unknown> } = vine.compile(schema)
): ToolArguments<Infer<Schema>> {
  const jsonSchema = inputJsonSchema(schema) as JsonSchemaObject
  return {
    jsonSchema,
    parse: (tool, args) =>
      parseArguments(
        tool,
        jsonSchema,
        args,
        (value) => validator.validate(value) as Promise<Infer<Schema>>
      ),
  }
}

/** Arguments that page through a list rather than choose what it holds. */
const PAGING = ['limit', 'cursor']

/**
 * The sentence of a list tool's description that names its filters, read
 * from the same declaration as its inputSchema (a filter added there is
 * named here).
 */
export function filtersSentence(schema: VineObject<any, any, any, any>): string {
  const names = Object.keys(schema.getProperties()).filter((name) => !PAGING.includes(name))
  return `Filters (each argument says how it matches): ${names.join(', ')}.`
}
