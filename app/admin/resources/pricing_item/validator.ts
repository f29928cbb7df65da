import vine from '@vinejs/vine'
import { PRICING_SECTIONS } from '#schemas/enums'
import { messagesProvider, rules, SLUG_MESSAGE, uniqueIn } from '#admin/validators/rules'

export const pricingItemValidator = vine.create({
  section: vine.enum(PRICING_SECTIONS),
  slug: rules.slug(80).unique(uniqueIn('pricing_items', 'slug')),
  title: rules.text(160),
  description: rules.paragraphs(5000),
  price: rules
    .price()
    .optional()
    .requiredWhen('section', '=', 'package')
    .requiredIfExists('currency'),
  currency: rules.currency().optional().requiredIfExists('price'),
  position: rules.position().optional(),
})

pricingItemValidator.messagesProvider = messagesProvider({
  'slug.regex': SLUG_MESSAGE,
  'price.required': 'A package needs a price (and a price needs a currency)',
  'currency.required': 'A price needs its currency',
})

export type PricingItemInput = Awaited<ReturnType<typeof pricingItemValidator.validate>>

/** The list's filters (query-string parameters). */
export const PRICING_LIST_FILTERS = {
  section: vine.enum(PRICING_SECTIONS).optional(),
}
