import { defineTool } from '#mcp/server/definitions'
import { vineArguments } from '#mcp/server/tool_arguments'
import { READ_ONLY_ANNOTATIONS } from '#mcp/server/tool_annotations'
import { structuredResult } from '#mcp/server/tool_results'
import { DocSearchPageSchema, DocumentSchema } from '#schemas/doc'
import { getDoc, searchDocPage } from '#services/docs_service'
import { docLookupSchema, docSearchSchema } from '#validators/docs'

const searchDocsTool = defineTool({
  name: 'search_docs',
  title: 'Search the docs',
  description:
    'Full-text search over city guides, blog guides for international students, the FAQ, pricing and policies. ' +
    'Ranked results with highlighted snippets (**word**), case- and accent-insensitive ("munchen" finds München). ' +
    'Pass a result id (or url) to get_doc for the whole document; pass next_cursor as cursor for more results.',
  kind: 'read',
  arguments: vineArguments(docSearchSchema),
  output: DocSearchPageSchema,
  annotations: READ_ONLY_ANNOTATIONS,
  async run(args) {
    const page = await searchDocPage(args)
    return page.ok ? structuredResult(page.value, JSON.stringify(page.value)) : page
  },
})

const getDocTool = defineTool({
  name: 'get_doc',
  title: 'Read one document',
  description:
    'One whole document as markdown, by the id or url from search_docs ' +
    '(ids look like "city_guide/berlin", "blog/<slug>", "faq/<slug>", "policy/<slug>" or "pricing").',
  kind: 'read',
  arguments: vineArguments(docLookupSchema),
  output: DocumentSchema,
  annotations: READ_ONLY_ANNOTATIONS,
  async run(args) {
    const document = await getDoc(args.id)
    return document.ok ? structuredResult(document.value, document.value.markdown) : document
  },
})

/** The docs MCP server's tools, for the server and for the cards that list them. */
export const DOCS_TOOLS = [searchDocsTool, getDocTool]
