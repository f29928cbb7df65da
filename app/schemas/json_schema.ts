import { z } from 'zod'
import type { VineObject } from '@vinejs/vine'

/*
| JSON Schema (draft 2020-12, as OpenAPI 3.1 and MCP use) derived from the
| one declaration of each shape: zod for responses, VineJS for inputs.
*/

type JsonSchema = Record<string, unknown>

/** Keywords that describe a value whatever its type: they stay beside `anyOf`. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'examples',
  'default',
  'deprecated',
  '$comment',
])

/**
 * A nullable value as `anyOf: [<schema>, {type: "null"}]` instead of a type
 * array (`type: ["string", "null"]`), which some MCP clients do not accept
 * (MCP Inspector reports each one as a portability warning). Applied to every
 * derived schema, so OpenAPI and MCP say nullability the same way.
 */
function portableNullability(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(portableNullability)
  if (!node || typeof node !== 'object') return node
  const schema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, portableNullability(value)])
  ) as JsonSchema
  const types = schema.type
  if (!Array.isArray(types) || !types.includes('null') || types.length < 2) return schema
  const annotations: JsonSchema = {}
  const valueSchema: JsonSchema = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'type') continue
    ;(ANNOTATIONS.has(key) ? annotations : valueSchema)[key] = value
  }
  const others = types.filter((type) => type !== 'null')
  const typed = { type: others.length === 1 ? others[0] : others, ...valueSchema }
  return { ...annotations, anyOf: [typed, { type: 'null' }] }
}

/**
 * A self-contained schema of one response shape (MCP outputSchema, tests).
 * A shape with an id comes out as `{$ref: "#/$defs/<id>", $defs}`; MCP wants
 * `type: "object"` at the root, so the root definition is inlined there
 * (the $defs stay, for the $refs inside).
 */
export function outputJsonSchema(schema: z.ZodType): JsonSchema {
  const generated = portableNullability(z.toJSONSchema(schema, { io: 'output' })) as JsonSchema
  delete generated.$schema
  const rootRef =
    typeof generated.$ref === 'string' ? /^#\/\$defs\/(.+)$/.exec(generated.$ref) : null
  const defs = generated.$defs as Record<string, JsonSchema> | undefined
  if (!rootRef || !defs?.[rootRef[1]]) return generated
  delete generated.$ref
  return { ...defs[rootRef[1]], ...generated }
}

/** Every response shape with an id, as OpenAPI `components.schemas` with $refs between them. */
export function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    io: 'output',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> }
  for (const schema of Object.values(schemas)) {
    delete schema.$schema
    delete schema.$id
  }
  return portableNullability(schemas) as Record<string, JsonSchema>
}

const BOOLEAN_LIKE = ['1', 1, 'true', true, 'on', '0', 0, 'false', false]

/** The words a query string may give a VineJS boolean: what a generated client may send. */
const BOOLEAN_WORDS = ['true', 'false', '1', '0', 'on']

/**
 * How an input boolean is declared. VineJS accepts `true`/`false`, `1`/`0`
 * (numbers and strings), `"true"`/`"false"` and `"on"`, and lists them as an
 * enum, which clients would read as nine unrelated values:
 * - `plain`: `type: boolean` (MCP arguments: JSON, where a boolean is what to send);
 * - `query`: a boolean or one of the words a query string carries (OpenAPI
 *   parameters; a generated client takes `true` and `"1"` alike, a validator
 *   that reads the raw string finds it in the enum);
 * - `json`: a boolean, `0`/`1`, or one of those words (OpenAPI request bodies).
 */
export type BooleanStyle = 'plain' | 'query' | 'json'

function booleanSchema(style: BooleanStyle): JsonSchema {
  if (style === 'plain') return { type: 'boolean' }
  const words = { type: 'string', enum: BOOLEAN_WORDS }
  const numbers = { type: 'integer', enum: [0, 1] }
  return {
    anyOf: style === 'query' ? [{ type: 'boolean' }, words] : [{ type: 'boolean' }, numbers, words],
  }
}

function cleanBooleans(schema: JsonSchema, style: BooleanStyle): JsonSchema {
  const values = schema.enum as unknown[] | undefined
  if (
    values &&
    values.length === BOOLEAN_LIKE.length &&
    values.every((v) => BOOLEAN_LIKE.includes(v as never))
  ) {
    const withoutEnum: JsonSchema = { ...schema, ...booleanSchema(style) }
    delete withoutEnum.enum
    return withoutEnum
  }
  if (schema.properties && typeof schema.properties === 'object') {
    const properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, property]) => [
        name,
        cleanBooleans(property, style),
      ])
    )
    return { ...schema, properties }
  }
  return schema
}

/**
 * A list of enum values that also takes its comma-separated form (meta
 * `commaSeparated`, e.g. `ticket_status`): the array, or one string of the
 * values separated by commas, derived from the same enum.
 */
function commaSeparatedLists(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(commaSeparatedLists)
  if (!node || typeof node !== 'object') return node
  const schema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, commaSeparatedLists(value)])
  ) as JsonSchema
  const values = (schema.items as JsonSchema | undefined)?.enum as string[] | undefined
  if (schema.commaSeparated !== true || schema.type !== 'array' || !values) return schema
  const annotations: JsonSchema = {}
  const list: JsonSchema = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'commaSeparated') continue
    ;(ANNOTATIONS.has(key) ? annotations : list)[key] = value
  }
  const one = `(${values.join('|')})`
  const text = { type: 'string', pattern: `^\\s*${one}\\s*(,\\s*${one}\\s*)*$` }
  return { ...annotations, anyOf: [list, text] }
}

/**
 * The JSON Schema of a VineJS object schema or compiled validator
 * (MCP inputSchema, OpenAPI parameters/bodies).
 */
export function inputJsonSchema(
  schema: VineObject<any, any, any, any> | { toJSONSchema(): object },
  booleans: BooleanStyle = 'plain'
): JsonSchema {
  return portableNullability(
    commaSeparatedLists(cleanBooleans(schema.toJSONSchema() as unknown as JsonSchema, booleans))
  ) as JsonSchema
}
