import vine from '#validators/vine'
import { DOCUMENT_KINDS } from '#schemas/doc'

/*
| Arguments of the docs search and lookup, declared once (docs MCP tools
| validate with them; their input schemas are generated from them).
*/

const docSearch = vine.object({
  query: vine.string().trim().minLength(1).maxLength(200).meta({
    description:
      'Words to search for (web-search syntax: "quoted phrase", or, -exclude); case- and accent-insensitive',
  }),
  kind: vine.enum(DOCUMENT_KINDS).optional().meta({ description: 'Only documents of this kind' }),
  limit: vine
    .number()
    .withoutDecimals()
    .range([1, 50])
    .optional()
    .meta({ description: 'Page size, 1..50 (default 10)', default: 10 }),
  cursor: vine.string().maxLength(512).optional().meta({
    description: 'Opaque cursor from `next_cursor` of the previous page; omit for the first page',
  }),
})

const docLookup = vine.object({
  id: vine.string().trim().minLength(1).maxLength(500).meta({
    description: 'A document id from search_docs (e.g. "city_guide/berlin", "pricing") or its url',
  }),
})

export const docSearchSchema = docSearch
export const docLookupSchema = docLookup

export const searchDocsValidator = vine.compile(docSearch)

export type SearchDocsParams = Awaited<ReturnType<typeof searchDocsValidator.validate>>
