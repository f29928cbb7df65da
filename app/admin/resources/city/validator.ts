import vine from '@vinejs/vine'
import { CITY_ALIAS_KINDS, PLACE_CATEGORIES } from '#schemas/enums'
import { messagesProvider, rules, SLUG_MESSAGE, uniqueIn } from '#admin/validators/rules'

const rows = <Properties extends Parameters<typeof vine.object>[0]>(properties: Properties) =>
  rules.rows(properties, 100)

export const cityValidator = vine.create({
  slug: rules.slug(80).unique(uniqueIn('cities', 'slug')),
  name: rules.text(120),
  country: rules.text(120),
  country_code: vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/),
  timezone: rules.timezone(),
  latitude: vine.number().range([-90, 90]).optional().requiredIfExists('longitude'),
  longitude: vine.number().range([-180, 180]).optional().requiredIfExists('latitude'),
  summary: rules.paragraphs(2000),
  festival_name: rules.text(160),
  city_guide_url: rules.urlOrPath(),
  festival_url: rules.urlOrPath(),
  halloween_url: rules.urlOrPath().optional(),
  about: rules.longText().optional(),
  costs: rows({ label: rules.text(120), value: rules.text(120) }),
  universities: rows({ name: rules.text(200), url: rules.urlOrPath() }),
  neighbourhoods: rows({ name: rules.text(120), description: rules.paragraphs(2000) }),
  housing_tips: rows({ tip: rules.paragraphs(2000) }),
  places: rows({
    name: rules.text(160),
    category: vine.enum(PLACE_CATEGORIES),
    description: rules.paragraphs(2000),
    url: rules.urlOrPath().optional(),
  }),
  aliases: rows({ name: rules.text(120), kind: vine.enum(CITY_ALIAS_KINDS) }).use(
    rules.distinctNames()
  ),
})

cityValidator.messagesProvider = messagesProvider({
  'slug.regex': SLUG_MESSAGE,
  'country_code.regex': 'Use the two-letter country code, e.g. DE',
})

export type CityInput = Awaited<ReturnType<typeof cityValidator.validate>>

/** The list's filters (query-string parameters). */
export const CITY_LIST_FILTERS = {
  country: vine.string().trim().toUpperCase().fixedLength(2).optional(),
}
