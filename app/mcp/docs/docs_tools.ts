import { defineReadTool } from '#mcp/server/read_tool'
import { vineArguments } from '#mcp/server/tool_arguments'
import { DocSearchPageSchema, DocumentSchema } from '#schemas/doc'
import { getDoc, searchDocPage } from '#services/catalog/docs_service'
import { docLookupSchema, docSearchSchema } from '#validators/docs'

const searchDocsTool = defineReadTool({
  name: 'search_docs',
  title: 'Search the docs',
  description:
    'Full-text search over city guides, blog guides for international students, the FAQ, pricing and policies. ' +
    'Ranked results with highlighted snippets (**word**), case- and accent-insensitive ("munchen" finds München). ' +
    'Pass a result id (or url) to get_doc for the whole document; pass next_cursor as cursor for more results.',
  arguments: vineArguments(docSearchSchema),
  output: DocSearchPageSchema,
  read: searchDocPage,
  text: (page) => JSON.stringify(page),
})

const getDocTool = defineReadTool({
  name: 'get_doc',
  title: 'Read one document',
  description:
    'One whole document as markdown, by the id or url from search_docs ' +
    '(ids look like "city_guide/berlin", "blog/<slug>", "faq/<slug>", "policy/<slug>" or "pricing").',
  arguments: vineArguments(docLookupSchema),
  output: DocumentSchema,
  read: (args) => getDoc(args.id),
  text: (document) => document.markdown,
})

/** The docs MCP server's tools, for the server and for the cards that list them. */
export const DOCS_TOOLS = [searchDocsTool, getDocTool]
