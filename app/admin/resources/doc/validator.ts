import vine from '@vinejs/vine'
import { DOC_KINDS } from '#schemas/enums'
import { messagesProvider, rules, SLUG_MESSAGE, uniqueIn } from '#admin/validators/rules'
import { publicationFields, publicationMessages } from '#admin/validators/publication'
import { listFilter } from '#admin/validators/list_filters'

export const docValidator = vine.create({
  slug: rules.slug(120).unique(uniqueIn('docs', 'slug')),
  kind: vine.enum(DOC_KINDS),
  title: rules.text(200),
  summary: rules.paragraphs(1000).optional(),
  body: rules.markdown(200_000),
  city_id: rules.recordId().exists({ table: 'cities', column: 'id' }).optional(),
  ...publicationFields,
})

docValidator.messagesProvider = messagesProvider({
  'slug.regex': SLUG_MESSAGE,
  ...publicationMessages,
})

export type DocInput = Awaited<ReturnType<typeof docValidator.validate>>

/** The list's filters (query-string parameters). */
export const DOC_LIST_FILTERS = {
  kind: vine.enum(DOC_KINDS).optional(),
  city: listFilter.recordId(),
  publication: listFilter.publication(),
}
