import { z } from 'zod'

/** The REST error codes, by the HTTP status each one is sent with. */
export const REST_ERROR_CODES = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  410: 'resync_required',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'service_unavailable',
} as const
export type RestErrorCode = (typeof REST_ERROR_CODES)[keyof typeof REST_ERROR_CODES]

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
