import { readCache, type ContentTable } from '#services/read_cache/catalog_cache'
import { cacheKey } from '#services/read_cache/cache_key'
import type Doc from '#models/doc'
import { DocQuery } from '#queries/doc_query'
import { appUrl } from '#config/service'
import { decodeCursor, encodeCursor, isOffsetPosition } from '#queries/cursor'
import { absoluteUrl } from '#lib/urls'
import { DOC_KINDS } from '#schemas/enums'
import type { DocKind } from '#schemas/enums'
import type { DocSearchPageShape, DocSummaryShape, DocumentKind, DocumentShape } from '#schemas/doc'
import type { CityGuideShape } from '#schemas/city'
import type { PricingShape } from '#schemas/pricing'
import { CITY_TEXT_TABLES, getCityGuide } from '#services/catalog/city_service'
import { PRICING_TABLES, getPricing, getPricingTexts } from '#services/catalog/pricing_service'
import type { PricingTextShape } from '#services/catalog/pricing_service'
import { notFound, type InvalidParameter, type NotFound } from '#exceptions/catalog_failures'
import { expectValue, failed, mapResult, ok, type Result } from '#lib/result'
import { cityGuideTitle, cityGuideToMarkdown } from '#presenters/city_guide_markdown'
import {
  PRICING_SUMMARY,
  PRICING_TITLE,
  pricingToMarkdown,
} from '#services/discovery/pricing_markdown'
import type { SearchDocsParams } from '#validators/docs'

/*
| The docs of the service: stored blog guides, FAQ entries and policies,
| plus the city guides and the pricing document generated from their tables
| (so they never drift). Door-agnostic: the docs MCP server, A2A and the
| site pages all call these functions.
*/

const DEFAULT_SEARCH_LIMIT = 10
const PRICING_DOC_ID = 'pricing'

type DocRef =
  { kind: 'pricing' } | { kind: 'city_guide'; slug: string } | { kind?: DocKind; slug: string }

function storedDocUrl(slug: string): string {
  return absoluteUrl(`/docs/${encodeURIComponent(slug)}`)
}

function storedSummary(doc: Doc): DocSummaryShape {
  return {
    id: `${doc.kind}/${doc.slug}`,
    kind: doc.kind,
    title: doc.title,
    summary: doc.summary,
    url: storedDocUrl(doc.slug),
  }
}

function storedDocument(doc: Doc): DocumentShape {
  const summary = doc.summary ? `> ${doc.summary}\n\n` : ''
  return { ...storedSummary(doc), markdown: `# ${doc.title}\n\n${summary}${doc.body.trim()}\n` }
}

function cityGuideUrl(slug: string): string {
  return absoluteUrl(`/cities/${encodeURIComponent(slug)}`)
}

function cityGuideDocument(guide: CityGuideShape): DocumentShape {
  return {
    id: `city_guide/${guide.slug}`,
    kind: 'city_guide',
    title: cityGuideTitle(guide),
    summary: guide.summary,
    url: cityGuideUrl(guide.slug),
    markdown: cityGuideToMarkdown(guide),
  }
}

/** The pricing document; the full one (get_doc) or its text without ticket prices (search). */
function pricingDocument(pricing: PricingShape | PricingTextShape): DocumentShape {
  return {
    id: PRICING_DOC_ID,
    kind: 'pricing',
    title: PRICING_TITLE,
    summary: PRICING_SUMMARY,
    url: pricing.markdown_url,
    markdown: pricingToMarkdown(pricing),
  }
}

/** Where a search result is read: city guides and stored docs by their id, pricing as markdown. */
function resultUrl(id: string, pricing: DocumentShape | null): string {
  if (id === PRICING_DOC_ID && pricing) return pricing.url
  const slug = id.slice(id.indexOf('/') + 1)
  return id.startsWith('city_guide/') ? cityGuideUrl(slug) : storedDocUrl(slug)
}

/** A generated document as searched: its body without the title and summary lines (searched apart). */
function searchText({ id, kind, title, summary, markdown }: DocumentShape) {
  return { id, kind, title, summary, body: markdown.replace(/^# .*\n+(> .*\n+)?/, '') }
}

/* Search covers stored docs, the city guides' texts and the pricing texts */
const DOCS_TABLES: ContentTable[] = ['docs', ...CITY_TEXT_TABLES, ...PRICING_TABLES]

/**
 * searchDocPage: full-text search (ranked, with highlighted snippets,
 * accent-insensitive) over every document; pages by limit + cursor (a foreign cursor is refused). City
 * guides and pricing are searched without their live event lists (those
 * change by the minute and belong to the catalog tools; get_doc returns
 * them in full), which keeps a search to one query plus the pricing texts.
 */
export function searchDocPage(
  params: SearchDocsParams
): Promise<Result<DocSearchPageShape, InvalidParameter>> {
  return readCache.readResult(cacheKey('searchDocs', params), DOCS_TABLES, async () =>
    mapResult(await searchDocsUncached(params), (page) => ({ value: page, expiresAt: null }))
  )
}

/** The first page of a search (the service's own reads, which carry no cursor). */
export async function searchDocs(
  params: SearchDocsParams & { cursor?: undefined }
): Promise<DocSearchPageShape> {
  return expectValue(await searchDocPage(params))
}

async function searchDocsUncached(
  params: SearchDocsParams
): Promise<Result<DocSearchPageShape, InvalidParameter>> {
  const limit = params.limit ?? DEFAULT_SEARCH_LIMIT
  /* a cursor is bound to its search: another query or kind refuses it */
  const filters = { query: params.query, kind: params.kind }
  const offset = params.cursor
    ? decodeCursor('docs', filters, params.cursor, isOffsetPosition)
    : ok(0)
  if (!offset.ok) return offset
  const pricing =
    !params.kind || params.kind === 'pricing' ? pricingDocument(await getPricingTexts()) : null
  const { total, rows } = await DocQuery.search({
    query: params.query,
    kind: params.kind,
    cityGuides: !params.kind || params.kind === 'city_guide',
    generated: pricing ? [searchText(pricing)] : [],
    limit,
    offset: offset.value,
  })
  return ok({
    total,
    results: rows.map((row) => ({
      id: row.id,
      kind: row.kind as DocumentKind,
      title: row.title,
      summary: row.summary,
      url: resultUrl(row.id, pricing),
      snippet: row.snippet.replace(/\s+/g, ' ').trim(),
      score: row.score,
    })),
    next_cursor:
      offset.value + rows.length < total
        ? encodeCursor('docs', filters, offset.value + limit)
        : null,
  })
}

function refFromPath(path: string): DocRef | null {
  const match = /^\/(docs|cities)\/([^/]+)\/?$/.exec(path)
  if (match) {
    const slug = decodeURIComponent(match[2])
    return match[1] === 'cities' ? { kind: 'city_guide', slug } : { slug }
  }
  return /^\/pricing(\.md)?$/.test(path) ? { kind: 'pricing' } : null
}

/** A document id ("blog/slug", "city_guide/berlin", "pricing", a bare slug) or a URL of one. */
function parseDocRef(value: string): DocRef | null {
  if (/^https?:\/\//i.test(value)) {
    let url: URL
    try {
      url = new URL(value)
    } catch {
      return null
    }
    return url.origin === new URL(appUrl).origin ? refFromPath(url.pathname) : null
  }
  if (value === PRICING_DOC_ID) return { kind: 'pricing' }
  const [prefix, ...rest] = value.split('/')
  if (rest.length === 0) return { slug: value }
  const slug = rest.join('/')
  if (prefix === 'city_guide') return { kind: 'city_guide', slug }
  if ((DOC_KINDS as readonly string[]).includes(prefix)) return { kind: prefix as DocKind, slug }
  return null
}

async function findDocument(ref: DocRef): Promise<DocumentShape | null> {
  if (ref.kind === 'pricing') return pricingDocument(await getPricing({}))
  if (ref.kind === 'city_guide') {
    const guide = await getCityGuide(ref.slug)
    return guide.ok ? cityGuideDocument(guide.value) : null
  }
  const doc = await DocQuery.findPublished(ref.slug, ref.kind)
  return doc ? storedDocument(doc) : null
}

/** getDoc: one whole document by id or URL. */
export async function getDoc(idOrUrl: string): Promise<Result<DocumentShape, NotFound>> {
  const value = idOrUrl.trim()
  const ref = parseDocRef(value)
  const document = ref ? await findDocument(ref) : null
  if (document) return ok(document)
  return failed(
    notFound(
      `No document "${value}". Find documents with search_docs; ids look like "blog/<slug>", "city_guide/<city>" or "pricing".`,
      'doc'
    )
  )
}

/** The stored documents (blog, FAQ, policies) in kind then title order. */
export function listStoredDocs(kind?: DocKind): Promise<DocSummaryShape[]> {
  return readCache.read(cacheKey('listStoredDocs', { kind }), ['docs'], async () => {
    const docs = await DocQuery.listPublished(kind)
    return { value: docs.map(storedSummary), expiresAt: null }
  })
}

/** Staff preview of a stored document, whatever its publication (never cached). */
export async function previewStoredDoc(id: number): Promise<Result<DocumentShape, NotFound>> {
  const doc = await DocQuery.findForPreview(id)
  return doc ? ok(storedDocument(doc)) : failed(notFound(`No document ${id}.`, 'doc'))
}

/** One stored document (blog, FAQ, policy) by its slug; unknown when unpublished. */
export function getStoredDoc(slug: string): Promise<Result<DocumentShape, NotFound>> {
  return readCache.readResult(cacheKey('getStoredDoc', { slug }), ['docs'], async () => {
    const document = await findDocument({ slug })
    if (!document) return failed(notFound(`No document "${slug}".`, 'doc'))
    return ok({ value: document, expiresAt: null })
  })
}
