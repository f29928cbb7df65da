import { z } from 'zod'
import { CONTACT_ERROR_CODES } from '#lib/contact_errors'

/** 200 of sendMessage (POST /api/contact), also the stored answer of a replay. */
export const ContactSuccessSchema = z
  .object({
    success: z.literal(true),
    dry_run: z.boolean().describe('true: nothing was sent and nothing was stored'),
    message: z.string().describe('Human-readable outcome'),
  })
  .meta({ id: 'ContactSuccess' })

export const ContactErrorSchema = z
  .object({
    success: z.literal(false),
    code: z.enum(Object.keys(CONTACT_ERROR_CODES) as [string, ...string[]]),
    message: z.string(),
    errors: z
      .array(z.object({ field: z.string(), rule: z.string(), message: z.string() }))
      .optional()
      .describe('For 400 validation_failed: each invalid field and why'),
  })
  .meta({ id: 'ContactError' })
