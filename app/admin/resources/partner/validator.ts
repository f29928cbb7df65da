import vine from '@vinejs/vine'
import { PARTNER_CATEGORIES, PARTNER_KINDS } from '#schemas/enums'
import { messagesProvider, rules, SLUG_MESSAGE, uniqueIn } from '#admin/validators/rules'
import { publicationFields, publicationMessages } from '#admin/validators/publication'
import { listFilter } from '#admin/validators/list_filters'

export const partnerValidator = vine.create({
  slug: rules.slug(80).unique(uniqueIn('partners', 'slug')),
  name: rules.text(120),
  category: vine.enum(PARTNER_CATEGORIES),
  kind: vine.enum(PARTNER_KINDS),
  description: rules.paragraphs(2000),
  deal: rules.paragraphs(1000),
  code: rules.text(64).optional().requiredWhen('kind', '=', 'discount_code'),
  position: rules.position().optional(),
  links: rules.rows({ label: rules.text(120), url: rules.absoluteUrl() }, 20),
  ...publicationFields,
})

partnerValidator.messagesProvider = messagesProvider({
  'slug.regex': SLUG_MESSAGE,
  'code.required': 'A discount-code deal needs its code',
  ...publicationMessages,
})

export type PartnerInput = Awaited<ReturnType<typeof partnerValidator.validate>>

/** The list's filters (query-string parameters). */
export const PARTNER_LIST_FILTERS = {
  category: vine.enum(PARTNER_CATEGORIES).optional(),
  kind: vine.enum(PARTNER_KINDS).optional(),
  publication: listFilter.publication(),
}
