import { z } from 'zod'
import { PARTNER_CATEGORIES, PARTNER_KINDS } from '#schemas/enums'
import { LinkSchema, absoluteUrl, updatedAt } from '#schemas/common'

const PartnerSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    category: z.enum(PARTNER_CATEGORIES),
    kind: z
      .enum(PARTNER_KINDS)
      .describe(
        'discount_code: enter `code` at checkout; referral_link: the deal applies through the link; student_offer: a standing student price (show a student ID); free_trial: a free period'
      ),
    description: z.string(),
    deal: z.string(),
    code: z.string().nullable(),
    links: z.array(LinkSchema),
    updated_at: updatedAt('the partner or its links'),
  })
  .meta({ id: 'Partner' })

export const PartnerListSchema = z
  .object({
    total: z.int().min(0),
    partners: z.array(PartnerSchema),
    page: absoluteUrl().describe('The human-readable deals page showing the same selection'),
  })
  .meta({
    id: 'PartnerList',
    description: 'All matching partner deals in one response (the list is short; no pagination)',
  })

export type PartnerShape = z.infer<typeof PartnerSchema>
export type PartnerListShape = z.infer<typeof PartnerListSchema>
