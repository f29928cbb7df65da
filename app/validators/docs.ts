import vine from '#validators/vine'
import { DOCUMENT_KINDS } from '#schemas/doc'
import { pageCursor, pageSize } from '#validators/page_parameters'

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
  limit: pageSize(50, 10),
  cursor: pageCursor(),
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
