import db from '@adonisjs/lucid/services/db'
import Doc from '#models/doc'
import type { DocKind } from '#schemas/enums'
import { publishedNowSql } from '#lib/publication'

/** A document generated in the app (the pricing document), searched like a stored one. */
interface GeneratedDocText {
  id: string
  kind: string
  title: string
  summary: string
  body: string
}

export interface DocSearchRow {
  id: string
  kind: string
  title: string
  summary: string
  score: number
  snippet: string
}

export interface DocSearchRequest {
  query: string
  kind?: string
  /** Search the city guides too (their text is built here in SQL from the guide tables) */
  cityGuides: boolean
  generated: GeneratedDocText[]
  limit: number
  offset: number
}

const lines = (table: string, expression: string) =>
  `(SELECT string_agg(${expression}, E'\n' ORDER BY x.position, x.id) FROM ${table} x WHERE x.city_id = c.id)`

/**
 * The searchable text of every city guide, straight from the cities and
 * guide tables (one query, no rows loaded into the app, however many cities).
 * The same columns getCityGuide serializes; the title follows cityGuideTitle().
 * Upcoming events are left out: they change by the minute and belong to the
 * catalog tools (get_doc returns the guide with them).
 */
const CITY_GUIDE_TEXT_SQL = `
  SELECT 'city_guide/' || c.slug AS id, 'city_guide' AS kind, c.name || ' city guide' AS title,
    c.summary,
    concat_ws(E'\n\n',
      c.country || ' (' || c.country_code || ')',
      c.about,
      ${lines('city_costs', "x.label || ': ' || x.value")},
      ${lines('city_neighbourhoods', "x.name || ': ' || x.description")},
      ${lines('city_universities', 'x.name')},
      ${lines('city_housing_tips', 'x.tip')},
      ${lines('city_places', "x.name || ' (' || x.category || '): ' || x.description")}
    ) AS body
  FROM cities c
  WHERE ?::boolean`

/** Markdown reduced to words for snippets: links keep their text, markup goes. */
const PLAIN_TEXT_SQL =
  String.raw`regexp_replace(regexp_replace(m.summary || E'\n' || m.body, '\[([^]]*)\]\([^)]*\)', '\1', 'g'), '[#*_>|` +
  '`' +
  String.raw`]+', ' ', 'g')`

const HEADLINE_OPTIONS =
  'MaxFragments=2, MinWords=8, MaxWords=24, FragmentDelimiter=" … ", StartSel=**, StopSel=**'

/**
 * Full-text search over published docs (stored search_vector, GIN index),
 * the city guides and the generated documents (same weights: title A,
 * summary B, body C, all search_fold()ed). Ranked by ts_rank_cd (normalised to 0..1), then id.
 * Snippets use english_unaccent so highlights land on the original words.
 */
/* a function: "now" is read at each query (#lib/clock) */
const SEARCH_SQL = () => `
WITH q AS (SELECT websearch_to_tsquery('english', search_fold(?)) AS query),
candidates AS (
  SELECT d.kind || '/' || d.slug AS id, d.kind, d.title, d.summary, d.body, d.search_vector AS vector
  FROM docs d
  WHERE ${publishedNowSql('d')} AND (?::text IS NULL OR d.kind = ?)
  UNION ALL
  SELECT g.id, g.kind, g.title, g.summary, g.body,
    setweight(to_tsvector('english', search_fold(g.title)), 'A') ||
    setweight(to_tsvector('english', search_fold(g.summary)), 'B') ||
    setweight(to_tsvector('english', search_fold(g.body)), 'C')
  FROM (
    ${CITY_GUIDE_TEXT_SQL}
    UNION ALL
    SELECT * FROM jsonb_to_recordset(?::jsonb) AS j(id text, kind text, title text, summary text, body text)
  ) g
),
matches AS (
  SELECT c.id, c.kind, c.title, c.summary, c.body, ts_rank_cd(c.vector, q.query, 1|32) AS score
  FROM candidates c, q
  WHERE c.vector @@ q.query
),
page AS (
  SELECT * FROM matches ORDER BY score DESC, id LIMIT ? OFFSET ?
)
SELECT t.total, m.id, m.kind, m.title, m.summary, m.score,
  ts_headline('english_unaccent', ${PLAIN_TEXT_SQL}, q.query, '${HEADLINE_OPTIONS}') AS snippet
FROM (SELECT count(*)::int AS total FROM matches) t
CROSS JOIN q
LEFT JOIN page m ON true
ORDER BY m.score DESC, m.id
`

/** Stored docs (blog, FAQ, policies): search and lookups of published ones. */
export class DocQuery {
  static async search(request: DocSearchRequest): Promise<{ total: number; rows: DocSearchRow[] }> {
    const kind = request.kind ?? null
    const result = await db.rawQuery(SEARCH_SQL(), [
      request.query,
      kind,
      kind,
      request.cityGuides,
      JSON.stringify(request.generated),
      request.limit,
      request.offset,
    ])
    const records = result.rows as (DocSearchRow & { total: number; id: string | null })[]
    return {
      total: records[0]?.total ?? 0,
      rows: records
        .filter((record) => record.id !== null)
        .map(({ id, kind: rowKind, title, summary, score, snippet }) => ({
          id,
          kind: rowKind,
          title,
          summary,
          score: Number(score),
          snippet,
        })),
    }
  }

  /** Every public read of stored docs starts here: the docs that are published now. */
  static published() {
    return Doc.query().whereRaw(publishedNowSql('docs'))
  }

  /** Staff preview: one doc whatever its publication. */
  static findForPreview(id: number): Promise<Doc | null> {
    return Doc.find(id)
  }

  static async findPublished(slug: string, kind?: DocKind): Promise<Doc | null> {
    const query = DocQuery.published().where('slug', slug)
    if (kind) query.where('kind', kind)
    return query.first()
  }

  static async listPublished(kind?: DocKind): Promise<Doc[]> {
    const query = DocQuery.published().orderBy('kind').orderBy('title').orderBy('id')
    if (kind) query.where('kind', kind)
    return query
  }
}
