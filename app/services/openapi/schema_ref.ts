import { z } from 'zod'

/** `$ref` to the OpenAPI component of a zod schema registered with an id. */
export function schemaRef(schema: z.ZodType): Record<string, unknown> {
  const id = z.globalRegistry.get(schema)?.id
  if (!id) throw new Error('A schema of /openapi.json has no id (.meta({ id }))')
  return { $ref: `#/components/schemas/${id}` }
}
