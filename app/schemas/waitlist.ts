import { z } from 'zod'
import { absoluteUrl, isoDateTime } from '#schemas/common'

/* Not registered with ids: these are MCP tool outputs, not OpenAPI components. */

const WaitlistEventSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    city: z.string(),
    city_slug: z.string().nullable(),
    start: isoDateTime(),
    url: absoluteUrl(),
  })
  .describe('The event whose waiting list this is')

/**
 * A successful waiting-list sign-up: joined (stored now), already_on_list
 * (the e-mail was on this list; nothing added) or dry_run (all checks
 * passed; nothing stored).
 */
export const WaitlistSignupResultSchema = z
  .object({
    status: z.enum(['joined', 'already_on_list', 'dry_run']),
    event: WaitlistEventSchema,
    consent_at: z
      .string()
      .meta({ format: 'date-time' })
      .nullable()
      .describe(
        'When the consent was recorded (UTC); for already_on_list the first sign-up; null on a dry run'
      ),
    message: z.string(),
  })
  .describe('Outcome of a waiting-list sign-up')

export type WaitlistEventShape = z.infer<typeof WaitlistEventSchema>
export type WaitlistSignupResultShape = z.infer<typeof WaitlistSignupResultSchema>
