import { z } from 'zod'
import type { VineObject } from '@vinejs/vine'

/*
| JSON Schema (draft 2020-12, as OpenAPI 3.1 and MCP use) derived from the
| one declaration of each shape: zod for responses, VineJS for inputs.
*/

type JsonSchema = Record<string, unknown>

/**
 * A self-contained schema of one response shape (MCP outputSchema, tests).
 * A shape with an id comes out as `{$ref: "#/$defs/<id>", $defs}`; MCP wants
 * `type: "object"` at the root, so the root definition is inlined there
 * (the $defs stay, for the $refs inside).
 */
export function outputJsonSchema(schema: z.ZodType): JsonSchema {
  const generated = z.toJSONSchema(schema, { io: 'output' }) as JsonSchema
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
  return schemas
}

const BOOLEAN_LIKE = ['1', 1, 'true', true, 'on', '0', 0, 'false', false]

/** VineJS accepts "true"/"1"/"on" for booleans and lists them as an enum: callers see a boolean. */
function cleanBooleans(schema: JsonSchema): JsonSchema {
  const values = schema.enum as unknown[] | undefined
  if (
    values &&
    values.length === BOOLEAN_LIKE.length &&
    values.every((v) => BOOLEAN_LIKE.includes(v as never))
  ) {
    const withoutEnum: JsonSchema = { ...schema, type: 'boolean' }
    delete withoutEnum.enum
    return withoutEnum
  }
  if (schema.properties && typeof schema.properties === 'object') {
    const properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, property]) => [
        name,
        cleanBooleans(property),
      ])
    )
    return { ...schema, properties }
  }
  return schema
}

/**
 * The JSON Schema of a VineJS object schema or compiled validator
 * (MCP inputSchema, OpenAPI parameters/bodies).
 */
export function inputJsonSchema(
  schema: VineObject<any, any, any, any> | { toJSONSchema(): object }
): JsonSchema {
  return cleanBooleans(schema.toJSONSchema() as unknown as JsonSchema)
}
