import { z } from 'zod'
import { REST_ERROR_CODES } from '#lib/error_bodies'

export const RestErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(Object.values(REST_ERROR_CODES) as [string, ...string[]]),
      message: z.string(),
      status: z.int(),
      docs: z.url(),
      details: z
        .array(z.object({ parameter: z.string(), message: z.string() }))
        .optional()
        .describe('For 400: each invalid parameter and why (addition in v1)'),
    }),
  })
  .meta({ id: 'Error' })
