import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { SchemaTypes } from '@vinejs/vine/types'

/** Query string of the admin lists: search text, filters and page. Bad values fall back to defaults. */
const listQueryValidator = vine.create({
  q: vine.string().trim().maxLength(200).optional(),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  filter: vine.string().trim().maxLength(64).optional(),
})

export type ListQuery = Awaited<ReturnType<typeof listQueryValidator.validate>>

export async function readListQuery(query: Record<string, unknown>): Promise<ListQuery> {
  const [error, value] = await listQueryValidator.tryValidate(query)
  return error ? {} : value
}

/** The VineJS rules of one list's filters, by query-string parameter. */
export type ListFilterRules = Record<string, SchemaTypes>

/** What a resource list reads from its query string (filters by their parameter). */
export type ListParams = {
  q?: string
  page?: number
  sort?: string
} & Record<string, string | number | undefined>

/** The message a wrong filter value gets, naming the filter by its label. */
const LIST_MESSAGES = {
  enum: '{{ field }}: choose one of the listed values',
  number: '{{ field }}: choose one of the listed values',
  withoutDecimals: '{{ field }}: choose one of the listed values',
  min: '{{ field }}: at least {{ min }}',
  max: '{{ field }}: at most {{ max }}',
  maxLength: '{{ field }}: at most {{ max }} characters',
  fixedLength: '{{ field }}: a two-letter country code',
  string: '{{ field }}: enter text',
  regex: '{{ field }}: enter a date as YYYY-MM-DD',
  listDate: '{{ field }}: this date does not exist',
  notBeforeFrom: '{{ field }}: must not be before the “from” date',
}

/**
 * The validator of one resource list: search text, page, one of the declared
 * sorts (`name` ascending, `-name` descending) and the resource's filters.
 */
export function listValidator(filters: ListFilterRules, sortKeys: string[], labels: object) {
  const sorts = sortKeys.flatMap((key) => [key, `-${key}`])
  const validator = vine.create({
    q: vine.string().trim().maxLength(200).optional(),
    page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
    sort: vine.enum(sorts).optional(),
    ...filters,
  })
  validator.messagesProvider = new SimpleMessagesProvider(LIST_MESSAGES, {
    q: 'Search',
    page: 'Page',
    sort: 'Sort',
    ...labels,
  })
  return validator
}

export type ListValidator = ReturnType<typeof listValidator>
