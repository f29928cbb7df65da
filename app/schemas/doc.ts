import { z } from 'zod'
import { DOC_KINDS } from '#schemas/enums'
import { absoluteUrl, keysetPageSchema } from '#schemas/common'

/*
| Shapes of the docs search (docs MCP server, and any door that reuses
| docs_service). No registry ids: they are not part of the REST API.
*/

/** Stored kinds plus the documents generated from their tables. */
export const DOCUMENT_KINDS = ['city_guide', ...DOC_KINDS, 'pricing'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

const docId = () =>
  z
    .string()
    .describe(
      'Document id for get_doc, e.g. "city_guide/berlin", "blog/opening-a-bank-account", "pricing"'
    )

const DocSummarySchema = z.object({
  id: docId(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  summary: z.string(),
  url: absoluteUrl().describe('Where people read the document; get_doc accepts it too'),
})

const DocSearchHitSchema = DocSummarySchema.extend({
  snippet: z.string().describe('Matching passage; matched words are wrapped in **'),
  score: z.number().min(0).max(1).describe('Relevance (higher is better)'),
})

export const DocSearchPageSchema = keysetPageSchema('results', DocSearchHitSchema, {
  total: 'Number of matching documents over all pages',
})

export const DocumentSchema = DocSummarySchema.extend({
  markdown: z.string().describe('The whole document as markdown'),
})

export type DocSummaryShape = z.infer<typeof DocSummarySchema>
export type DocSearchPageShape = z.infer<typeof DocSearchPageSchema>
export type DocumentShape = z.infer<typeof DocumentSchema>
