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
  /** the title's folded words as a tsvector, when stored (else computed from `title`) */
  titleVector?: string
  /** no unique x.id (guide entries): the whole row is carried to the page instead of being read again by id */
  wholeRow?: boolean
  /** a city id column: a word naming that city matches */
  city?: string
  /** the record like the word (a typo), when not by its text (default: search_fold(word) <% text) */
  near?: (word: string) => Sql
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
    `c.name AS city, x.city_id, '${table}' AS part, x.id AS part_id, ` +
    `x.admin_search_folded || ' ${part} ' || c.name_folded AS text ` +
    `FROM ${table} x JOIN cities c ON c.id = x.city_id`
).join(' UNION ALL ')

/** A record of `table` whose words are like the word, found on the table's trigram index (migration 0230). */
const recordNear = (table: string) => (word: string) =>
  sql(`x.id::text IN (SELECT admin_records_like('${table}', ?::text))`, [word])

/** A guide entry whose own words are like the word, found on each table's trigram index (migration 0230). */
const guideEntryNear = (word: string) =>
  sql('(x.part, x.part_id) IN (SELECT part, id FROM admin_guide_entries_like(?::text))', [word])

const SOURCES: Record<SearchKind, KindSource> = {
  event: {
    from: 'events x',
    near: recordNear('events'),
    columns:
      "x.id, x.name AS title, x.city_name || ', ' || to_char(x.start_at at time zone coalesce(x.timezone, 'UTC'), 'DD Mon YYYY') AS detail",
    text: 'x.admin_search_folded',
    title: 'x.name',
    /* migration 0230: folding the names of thousands of matching events cost 80 ms */
    titleVector: 'x.admin_title_vector',
    city: 'x.city_id',
    also: startsInMonthOrYear,
    order:
      '(coalesce(x.end_at, x.start_at) < now()), abs(extract(epoch from x.start_at - now())), x.id',
  },
  city: {
    from: 'cities x',
    near: recordNear('cities'),
    columns: "x.id, x.name AS title, x.country || ' · ' || x.summary AS detail",
    text: 'x.admin_search_folded',
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
    wholeRow: true,
    near: guideEntryNear,
    order: 'x.city, x.title',
  },
  partner: {
    from: 'partners x',
    columns: "x.id, x.name AS title, x.category || ' · ' || x.deal AS detail",
    text: 'x.search_folded',
    title: 'x.name',
    order: 'x.name, x.id',
  },
  pricing_item: {
    from: 'pricing_items x',
    near: recordNear('pricing_items'),
    columns: "x.id, x.title, x.section || ' · ' || x.description AS detail",
    text: 'x.admin_search_folded',
    title: 'x.title',
    order: 'x.section, x.position, x.id',
  },
  doc: {
    from: 'docs x',
    near: recordNear('docs'),
    columns: "x.id, x.title, x.kind || ' · ' || x.summary AS detail",
    text: 'x.admin_search_folded',
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
    near: recordNear('waitlist_entries'),
    columns: "x.event_id AS id, x.name || ' <' || x.email || '>' AS title, e.name AS detail",
    text: 'x.admin_search_folded',
    title: 'x.name',
    order: 'x.created_at DESC, x.id DESC',
  },
  contact_message: {
    from: 'contact_messages x',
    near: recordNear('contact_messages'),
    columns:
      "x.id, coalesce(x.subject, left(x.message, 60)) AS title, x.name || ' <' || x.email || '>' AS detail",
    text: 'x.admin_search_folded',
    title: 'coalesce(x.subject, x.name)',
    order: 'x.created_at DESC, x.id DESC',
  },
  staff: {
    from: 'admin_users x',
    near: recordNear('admin_users'),
    columns: "x.id, coalesce(x.full_name, x.email) AS title, x.email || ' · ' || x.role AS detail",
    text: 'x.admin_search_folded',
    title: 'coalesce(x.full_name, x.email)',
    order: 'x.email, x.id',
  },
}

/** Shorter words, and words with digits (ids, years), are not looked for by likeness (too many near misses). */
const MIN_FUZZY = 4

/**
 * The forms not holding another form: a text containing "halloween" also
 * contains its stem "hallow", so only the stem is looked for.
 */
function containingNoOther(forms: string[]): string[] {
  return forms.filter(
    (form, index) =>
      !forms.some(
        (other, at) => at !== index && form.includes(other) && (other !== form || at < index)
      )
  )
}

/** The word found as one of its forms (or its city, or another way the kind allows). */
function exactly(source: KindSource, word: WordForms): Sql {
  const parts = containingNoOther(word.forms).map((form) =>
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
  const near = source.near?.(word.word) ?? sql(`search_fold(?) <% ${source.text}`, [word.word])
  return sql(`NOT EXISTS (SELECT 1 FROM ${source.from} WHERE ${found.sql}) AND ${near.sql}`, [
    ...found.bindings,
    ...near.bindings,
  ])
}

/**
 * How well a record has the word: 2 as such (or as one of its forms), 1
 * like one of its words, 0 not at all (asked once a record: each lateral
 * level is an output column of its own, OFFSET 0 keeps it from being
 * inlined into each place that reads it).
 */
function levels(source: KindSource, words: WordForms[]): Sql {
  const columns = words.map((word, index) => {
    const found = exactly(source, word)
    const like = likely(source, word)
    const level = like
      ? sql(`CASE WHEN ${found.sql} THEN 2 WHEN ${like.sql} THEN 1 ELSE 0 END`, [
          ...found.bindings,
          ...like.bindings,
        ])
      : sql(`CASE WHEN ${found.sql} THEN 2 ELSE 0 END`, found.bindings)
    return sql(`${level.sql} AS l${index}`, level.bindings)
  })
  const joined = join(columns, ', ')
  return sql(`(SELECT ${joined.sql} OFFSET 0) w`, joined.bindings)
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

/** The record's title ranked against every form of the words as a prefix (0 when no form is a plain word). */
function relevance(source: KindSource, words: WordForms[]): Sql {
  const query = titleQuery(words)
  if (!query) return sql('0')
  const vector = source.titleVector ?? `to_tsvector('simple', search_fold(${source.title}))`
  return sql(`ts_rank(${vector}, to_tsquery('simple', ?))`, [query])
}

/**
 * One kind's first `limit` records matching any word, best first, numbered,
 * with how many match and how many match every word (ids as text: the
 * kinds' ids differ in type). The matching records are ranked by their
 * levels alone, and only the page's records are read for their columns.
 */
function kindHits(kind: SearchKind, words: WordForms[], limit: number): Sql {
  const source = SOURCES[kind]
  const matched = words.map((_, index) => `(w.l${index} > 0)::int`).join(' + ')
  const score = words.map((_, index) => `w.l${index}`).join(' + ')
  const level = levels(source, words)
  const where = anyWord(source, words)
  const rank = relevance(source, words)
  const carried = source.wholeRow ? 'x AS r' : 'x.id AS key'
  const page = source.wholeRow
    ? `(SELECT ${source.columns} FROM (SELECT (h.r).*) x)`
    : `(SELECT ${source.columns} FROM ${source.from} WHERE x.id = h.key)`
  return sql(
    `SELECT '${kind}' AS kind, d.id::text AS id, d.title::text AS title, d.detail::text AS detail, ` +
      `h.total, h.every_total, h.matched, h.position ` +
      `FROM (SELECT c.*, row_number() OVER () AS position FROM (` +
      `SELECT ${carried}, ${matched} AS matched, count(*) OVER () AS total, ` +
      `count(*) FILTER (WHERE ${matched} = ${words.length}) OVER () AS every_total ` +
      `FROM ${source.from} CROSS JOIN LATERAL ${level.sql} WHERE ${where.sql} ` +
      `ORDER BY matched DESC, ${score} DESC, ${rank.sql} DESC, ${source.order} LIMIT ${Number(limit)}) c) h ` +
      `CROSS JOIN LATERAL ${page} d`,
    [...level.bindings, ...where.bindings, ...rank.bindings]
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

/** The one statement asking every kind: its SQL and bindings. */
function searchStatement(kinds: readonly SearchKind[], words: WordForms[], limit: number) {
  const parts = kinds.map((kind) => kindHits(kind, words, limit))
  return join(
    parts.map((part) => sql(`(${part.sql})`, part.bindings)),
    ' UNION ALL '
  )
}

/** The first `limit` records of each kind matching any word, best first, and how many match, in one query. */
export async function searchKinds(
  kinds: readonly SearchKind[],
  words: WordForms[],
  limit: number
): Promise<SearchGroup[]> {
  if (kinds.length === 0) return []
  const { sql: statement, bindings } = searchStatement(kinds, words, limit)
  const query = db.rawQuery(statement, bindings)
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
