/*
| The staff panel's search across everything: each kind of record searched
| on the words of its admin_search_text() (database/migrations/0080, a
| trigram index per table), accents and case ignored. A record matches when
| any word is found in it (as typed, as one of its forms: stems, the city a
| place name means; app/services/catalog/search_word_forms.ts) or, for
| typos, is like one of its words (pg_trgm word similarity). Records
| matching every word come first, then those matching more of the words,
| exact before fuzzy, then by full-text rank of their title (ts_rank), then
| in the kind's own order. A kind answers its first few records, how many
| match and how many match every word. All kinds are asked in one statement.
*/
import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { containsPattern, type WordForms } from '#lib/search_text'
import { monthInText } from '#lib/month_names'
import type { AdminSearchKind } from '#schemas/enums'

export type SearchKind = AdminSearchKind

export interface SearchHit {
  /** the record's id (a guide entry: its city's id, whose form holds it) */
  id: string | number
  title: string
  detail: string
  /** false: only some of the words matched */
  everyWord: boolean
}

export interface SearchGroup {
  kind: SearchKind
  /** records matching any word */
  total: number
  /** of which match every word */
  everyWordTotal: number
  hits: SearchHit[]
}

/** A piece of SQL with its bindings, in order. */
interface Sql {
  sql: string
  bindings: unknown[]
}

const sql = (text: string, bindings: unknown[] = []): Sql => ({ sql: text, bindings })

function join(parts: Sql[], separator: string): Sql {
  return {
    sql: parts.map((part) => part.sql).join(separator),
    bindings: parts.flatMap((part) => part.bindings),
  }
}

interface KindSource {
  /** FROM, the record aliased x */
  from: string
  /** `id`, `title` and `detail` columns */
  columns: string
  /** the record's folded words (indexed) */
  text: string
  /** its title, ranked by full text */
  title: string
  /** a city id column: a word naming that city matches */
  city?: string
  /** another way one word may match (a month, a year) */
  also?: (word: string) => Sql | null
  order: string
}

const LOCAL_START = "(x.start_at at time zone coalesce(x.timezone, 'UTC'))"

/**
 * "dec", "Dezember" or "2027" also finds the events starting in that month or
 * year (in their zone; migration 0190 indexes both expressions).
 */
function startsInMonthOrYear(word: string): Sql | null {
  if (/^\d{4}$/.test(word)) return sql(`extract(year from ${LOCAL_START}) = ?`, [Number(word)])
  const named = monthInText(word)
  return named ? sql(`extract(month from ${LOCAL_START}) = ?`, [named.month]) : null
}

/** The guide's child tables: what an entry is called and what it says. */
const GUIDE_PARTS = [
  ['city_places', 'place', 'x.name', "x.category || ': ' || x.description"],
  ['city_neighbourhoods', 'neighbourhood', 'x.name', 'x.description'],
  ['city_universities', 'university', 'x.name', "''"],
  ['city_housing_tips', 'housing tip', 'left(x.tip, 80)', 'x.tip'],
  ['city_costs', 'cost', 'x.label', 'x.value'],
] as const

/** A guide entry's words are its own, its kind's ("housing tip") and its city's name (and a word naming its city matches). */
const GUIDE_ENTRIES = GUIDE_PARTS.map(
  ([table, part, title, detail]) =>
    `SELECT c.id, ${title} AS title, c.name || ' guide, ${part}: ' || ${detail} AS detail, ` +
    `c.name AS city, x.city_id, admin_search_text(x) || ' ${part} ' || c.name_folded AS text ` +
    `FROM ${table} x JOIN cities c ON c.id = x.city_id`
).join(' UNION ALL ')

const SOURCES: Record<SearchKind, KindSource> = {
  event: {
    from: 'events x',
    columns:
      "x.id, x.name AS title, x.city_name || ', ' || to_char(x.start_at at time zone coalesce(x.timezone, 'UTC'), 'DD Mon YYYY') AS detail",
    text: 'admin_search_text(x)',
    title: 'x.name',
    city: 'x.city_id',
    also: startsInMonthOrYear,
    order:
      '(coalesce(x.end_at, x.start_at) < now()), abs(extract(epoch from x.start_at - now())), x.id',
  },
  city: {
    from: 'cities x',
    columns: "x.id, x.name AS title, x.country || ' · ' || x.summary AS detail",
    text: 'admin_search_text(x)',
    title: 'x.name',
    city: 'x.id',
    order: 'x.name, x.id',
  },
  guide_entry: {
    /* OFFSET 0 keeps the entries a subquery: each entry's text is folded once, not again for
       each of the twenty-odd places the query reads it (3,400 entries: seconds on a busy machine) */
    from: `(${GUIDE_ENTRIES} OFFSET 0) x`,
    columns: 'x.id, x.title, x.detail',
    text: 'x.text',
    title: 'x.title',
    city: 'x.city_id',
    order: 'x.city, x.title',
  },
  partner: {
    from: 'partners x',
    columns: "x.id, x.name AS title, x.category || ' · ' || x.deal AS detail",
    text: 'admin_search_text(x)',
    title: 'x.name',
    order: 'x.name, x.id',
  },
  pricing_item: {
    from: 'pricing_items x',
    columns: "x.id, x.title, x.section || ' · ' || x.description AS detail",
    text: 'admin_search_text(x)',
    title: 'x.title',
    order: 'x.section, x.position, x.id',
  },
  doc: {
    from: 'docs x',
    columns: "x.id, x.title, x.kind || ' · ' || x.summary AS detail",
    text: 'admin_search_text(x)',
    title: 'x.title',
    order: 'x.title, x.id',
  },
  /* pictures of the media library, by alt text or credit (a small table: no index) */
  media: {
    from: 'media x',
    columns:
      "x.id, coalesce(x.alt, 'Picture ' || x.id || ' (no alt text yet)') AS title, coalesce('Credit: ' || x.credit, '') AS detail",
    text: "search_fold(coalesce(x.alt, '') || ' ' || coalesce(x.credit, ''))",
    title: "coalesce(x.alt, '')",
    order: 'x.id DESC',
  },
  waitlist_entry: {
    from: 'waitlist_entries x JOIN events e ON e.id = x.event_id',
    columns: "x.event_id AS id, x.name || ' <' || x.email || '>' AS title, e.name AS detail",
    text: 'admin_search_text(x)',
    title: 'x.name',
    order: 'x.created_at DESC, x.id DESC',
  },
  contact_message: {
    from: 'contact_messages x',
    columns:
      "x.id, coalesce(x.subject, left(x.message, 60)) AS title, x.name || ' <' || x.email || '>' AS detail",
    text: 'admin_search_text(x)',
    title: 'coalesce(x.subject, x.name)',
    order: 'x.created_at DESC, x.id DESC',
  },
  staff: {
    from: 'admin_users x',
    columns: "x.id, coalesce(x.full_name, x.email) AS title, x.email || ' · ' || x.role AS detail",
    text: 'admin_search_text(x)',
    title: 'coalesce(x.full_name, x.email)',
    order: 'x.email, x.id',
  },
}

/** Shorter words, and words with digits (ids, years), are not looked for by likeness (too many near misses). */
const MIN_FUZZY = 4

/** The word found as one of its forms (or its city, or another way the kind allows). */
function exactly(source: KindSource, word: WordForms): Sql {
  const parts = word.forms.map((form) =>
    sql(`${source.text} LIKE search_fold(?)`, [containsPattern(form)])
  )
  if (source.city && word.cityIds.length > 0)
    parts.push(sql(`${source.city} = ANY (?::int[])`, [word.cityIds]))
  const also = source.also?.(word.word)
  if (also) parts.push(also)
  return join(
    parts.map((part) => sql(`(${part.sql})`, part.bindings)),
    ' OR '
  )
}

/**
 * The word like one of the record's words (a typo: "pragu", "halowen"),
 * asked only when no record of the kind has the word as such: a word found
 * as typed is no typo, and likeness costs about 45 µs a record (20,000
 * events matching another word of "welcome festival 2026" took seconds).
 */
function likely(source: KindSource, word: WordForms): Sql | null {
  if ([...word.word].length < MIN_FUZZY || !/^\p{L}+$/u.test(word.word)) return null
  const found = exactly(source, word)
  return sql(
    `NOT EXISTS (SELECT 1 FROM ${source.from} WHERE ${found.sql}) AND search_fold(?) <% ${source.text}`,
    [...found.bindings, word.word]
  )
}

/** Σ over the words of (exact: `exact`, likely: `fuzzy`, else 0). */
function sumOver(source: KindSource, words: WordForms[], exact: number, fuzzy: number): Sql {
  const terms = words.map((word) => {
    const found = exactly(source, word)
    const like = likely(source, word)
    return like
      ? sql(`CASE WHEN ${found.sql} THEN ${exact} WHEN ${like.sql} THEN ${fuzzy} ELSE 0 END`, [
          ...found.bindings,
          ...like.bindings,
        ])
      : sql(`CASE WHEN ${found.sql} THEN ${exact} ELSE 0 END`, found.bindings)
  })
  return join(terms, ' + ')
}

/** A record matching any word (each alternative on its own index). */
function anyWord(source: KindSource, words: WordForms[]): Sql {
  const parts = words.flatMap((word) => [exactly(source, word), likely(source, word)])
  return join(
    parts
      .filter((part): part is Sql => part !== null)
      .map((part) => sql(`(${part.sql})`, part.bindings)),
    ' OR '
  )
}

/** A prefix query of every form made of letters and digits alone ('hous':* | 'prague':*). */
function titleQuery(words: WordForms[]): string {
  const forms = words.flatMap((word) => word.forms).filter((form) => /^[\p{L}\p{N}]+$/u.test(form))
  return [...new Set(forms)].map((form) => `${form}:*`).join(' | ')
}

/**
 * One kind's first `limit` records matching any word, best first, numbered,
 * with how many match and how many match every word (ids as text: the
 * kinds' ids differ in type).
 */
function kindHits(kind: SearchKind, words: WordForms[], limit: number): Sql {
  const source = SOURCES[kind]
  const matched = sumOver(source, words, 1, 1)
  const score = sumOver(source, words, 2, 1)
  const query = titleQuery(words)
  const rank = query
    ? sql(`ts_rank(to_tsvector('simple', search_fold(${source.title})), to_tsquery('simple', ?))`, [
        query,
      ])
    : sql('0')
  const where = anyWord(source, words)
  return sql(
    `SELECT '${kind}' AS kind, h.id::text AS id, h.title::text AS title, h.detail::text AS detail, ` +
      `h.total, h.every_total, h.matched, row_number() OVER () AS position FROM (` +
      `SELECT ${source.columns}, ${matched.sql} AS matched, ${score.sql} AS score, ${rank.sql} AS relevance, ` +
      `count(*) OVER () AS total, count(*) FILTER (WHERE ${matched.sql} = ${words.length}) OVER () AS every_total ` +
      `FROM ${source.from} WHERE ${where.sql} ` +
      `ORDER BY matched DESC, score DESC, relevance DESC, ${source.order} LIMIT ${Number(limit)}) h`,
    [
      ...matched.bindings,
      ...score.bindings,
      ...rank.bindings,
      ...matched.bindings,
      ...where.bindings,
    ]
  )
}

interface HitRow {
  kind: SearchKind
  id: string
  title: string
  detail: string
  total: string
  every_total: string
  matched: string
  position: string
}

/** The first `limit` records of each kind matching any word, best first, and how many match, in one query. */
export async function searchKinds(
  kinds: readonly SearchKind[],
  words: WordForms[],
  limit: number
): Promise<SearchGroup[]> {
  if (kinds.length === 0) return []
  const parts = kinds.map((kind) => kindHits(kind, words, limit))
  const statement = parts.map((part) => `(${part.sql})`).join(' UNION ALL ')
  const query = db.rawQuery(
    statement,
    parts.flatMap((part) => part.bindings)
  )
  /* a named statement: each connection plans each form of the search once (planning it cost more than running it) */
  query.knexQuery.options({
    name: `admin-search-${createHash('sha1').update(statement).digest('hex')}`,
  })
  const result = await query
  const rows = (result.rows as HitRow[]).sort((a, b) => Number(a.position) - Number(b.position))
  return kinds.map((kind) => {
    const ofKind = rows.filter((row) => row.kind === kind)
    return {
      kind,
      total: Number(ofKind[0]?.total ?? 0),
      everyWordTotal: Number(ofKind[0]?.every_total ?? 0),
      hits: ofKind.map(({ id, title, detail, matched }) => ({
        id,
        title,
        detail,
        everyWord: Number(matched) === words.length,
      })),
    }
  })
}
