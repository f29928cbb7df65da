/*
| The staff panel's search across everything: each kind of record searched
| on the words of its admin_search_text() (database/migrations/0080, a
| trigram index per table), accents and case ignored. A record matches when
| any word is found in it (as typed, as one of its forms: stems, the city a
| place name means; app/services/catalog/search_word_forms.ts) or, for
| typos, is like one of its words (pg_trgm word similarity, asked only for a
| word no record of any kind has as such). Records matching every word come
| first, then those matching more of the words, exact before fuzzy, then by
| full-text rank of their title (ts_rank), then in the kind's own order. A
| kind answers its first few records, how many match and how many match
| every word, both exact up to TOTAL_CAP (counting stops one further). All
| kinds are asked in one statement.
*/
import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { containsPattern, SEARCH_TOTAL_CAP, type WordForms } from '#lib/search_text'
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
  /** records matching any word, exact up to TOTAL_CAP (TOTAL_CAP + 1: more) */
  total: number
  /** of which match every word (the same cap) */
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
  /** the records like a folded word (a typo): a SELECT of their keys, and whether the record is one of those of a CTE */
  near: Near
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

const TOTAL_CAP = SEARCH_TOTAL_CAP

interface Near {
  keys: (folded: string) => Sql
  test: (cte: string) => string
}

/**
 * The record's id among the ids of a CTE, as an array: `id = ANY (array)`
 * can be read on the primary key beside the other ways a word matches (an
 * `IN (subquery)` made the planner read every record).
 */
const idAmong = (type: string) => (cte: string) =>
  `x.id = ANY ((SELECT array_agg(n.id) FROM ${cte} n)::${type}[])`

/** The records of `table` whose words are like the word, on the table's trigram index (migrations 0230, 0232). */
const recordNear = (table: string, type = 'int'): Near => ({
  keys: (folded) =>
    sql(`SELECT n.id FROM admin_records_like('${table}', ?::text, ${TOTAL_CAP + 1}) n(id)`, [
      folded,
    ]),
  test: idAmong(type),
})

/** The records of a small table without its own lookup, like the word. */
const smallTableNear = (table: string, text: string): Near => ({
  keys: (folded) =>
    sql(`SELECT x.id FROM ${table} x WHERE ?::text <% ${text} LIMIT ${TOTAL_CAP + 1}`, [folded]),
  test: idAmong('int'),
})

/** The guide entries whose own words are like the word, on each table's trigram index. */
const guideEntryNear: Near = {
  keys: (folded) =>
    sql(`SELECT part, id FROM admin_guide_entries_like(?::text, ${TOTAL_CAP + 1})`, [folded]),
  test: (cte) => `(x.part, x.part_id) IN (SELECT * FROM ${cte})`,
}

const MEDIA_TEXT = "search_fold(coalesce(x.alt, '') || ' ' || coalesce(x.credit, ''))"

const SOURCES: Record<SearchKind, KindSource> = {
  event: {
    from: 'events x',
    near: recordNear('events', 'text'),
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
    /* one CTE (guide_entries, see searchStatement) read by each place that looks for entries:
       the union of five tables joined to their cities is made once a search */
    from: 'guide_entries x',
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
    near: smallTableNear('partners', 'x.search_folded'),
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
    near: smallTableNear('media', MEDIA_TEXT),
    columns:
      "x.id, coalesce(x.alt, 'Picture ' || x.id || ' (no alt text yet)') AS title, coalesce('Credit: ' || x.credit, '') AS detail",
    text: MEDIA_TEXT,
    title: "coalesce(x.alt, '')",
    order: 'x.id DESC',
  },
  waitlist_entry: {
    from: 'waitlist_entries x JOIN events e ON e.id = x.event_id',
    near: recordNear('waitlist_entries', 'bigint'),
    columns: "x.event_id AS id, x.name || ' <' || x.email || '>' AS title, e.name AS detail",
    text: 'x.admin_search_folded',
    title: 'x.name',
    order: 'x.created_at DESC, x.id DESC',
  },
  contact_message: {
    from: 'contact_messages x',
    near: recordNear('contact_messages', 'bigint'),
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

/**
 * The word found as one of its forms (or its city, or another way the kind
 * allows). The forms come folded by search_fold (searchWordForms): a pattern
 * is a plain value, never a function of a parameter, which a reused plan
 * would compute again for each row.
 */
function exactly(source: KindSource, word: WordForms): Sql {
  const parts = containingNoOther(word.forms).map((form) =>
    sql(`${source.text} LIKE ?`, [containsPattern(form)])
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

/** Is the word looked for by likeness too (a typo)? */
const mayBeTypo = (word: WordForms) =>
  [...word.word].length >= MIN_FUZZY && /^\p{L}+$/u.test(word.word)

/** How one kind looks for each word: its CTE names and conditions. */
interface KindWords {
  kind: SearchKind
  source: KindSource
  words: WordForms[]
  /** the CTEs the conditions read */
  ctes: Sql[]
  /** each word found as such */
  exact: Sql[]
  /** each word like one of the record's words (a typo), when looked for so */
  near: (string | null)[]
}

/** The CTE saying whether word `index` is found as such in a record of any kind searched. */
const foundCte = (index: number) => `word${index}_found`

/**
 * Whether a word is found as such in any kind (the kinds most likely to have
 * it first; each EXISTS is asked only while none has said yes): a word found
 * as typed anywhere is no typo, and is looked for by likeness nowhere.
 */
function wordFound(kinds: readonly SearchKind[], word: WordForms, index: number): Sql {
  const asked = join(
    kinds.map((kind) => {
      const source = SOURCES[kind]
      const exact = exactly(source, word)
      return sql(`EXISTS (SELECT 1 FROM ${source.from} WHERE ${exact.sql})`, exact.bindings)
    }),
    ' OR '
  )
  return sql(`${foundCte(index)} AS MATERIALIZED (SELECT ${asked.sql} AS found)`, asked.bindings)
}

/**
 * The records like a word (a typo: "pragu", "halowen"), asked only when no
 * record of any kind has the word as such (likeness costs about 45 µs a
 * record, and a word found as typed is no typo). Looked up on the trigram
 * indexes (the planner would read every record), at most TOTAL_CAP + 1 of them.
 */
function nearCte(name: string, source: KindSource, word: WordForms, index: number): Sql {
  const keys = source.near.keys(word.forms[0])
  return sql(
    `${name} AS MATERIALIZED (SELECT * FROM (${keys.sql}) n ` +
      `WHERE NOT (SELECT found FROM ${foundCte(index)}))`,
    keys.bindings
  )
}

function kindWords(kind: SearchKind, words: WordForms[]): KindWords {
  const source = SOURCES[kind]
  const exact = words.map((word) => exactly(source, word))
  const ctes: Sql[] = []
  const near = words.map((word, index) => {
    if (!mayBeTypo(word)) return null
    const name = `${kind}_near${index}`
    ctes.push(nearCte(name, source, word, index))
    return source.near.test(name)
  })
  return { kind, source, words, ctes, exact, near }
}

/** The word found in the record, as such or like one of its words. */
function hasWord(kw: KindWords, index: number): Sql {
  const exact = kw.exact[index]
  const near = kw.near[index]
  return near
    ? sql(`(${exact.sql} OR ${near})`, exact.bindings)
    : sql(`(${exact.sql})`, exact.bindings)
}

/** Records with any word (`OR`) or every word (`AND`). */
const eachWord = (kw: KindWords, operator: 'OR' | 'AND') =>
  join(
    kw.words.map((_, index) => hasWord(kw, index)),
    ` ${operator} `
  )

/**
 * How well a record has each word: 2 as such (or as one of its forms), 1
 * like one of its words, 0 not at all (asked once a record: each lateral
 * level is an output column of its own, OFFSET 0 keeps it from being
 * inlined into each place that reads it).
 */
function levels(kw: KindWords): Sql {
  const columns = kw.words.map((_, index) => {
    const exact = kw.exact[index]
    const near = kw.near[index]
    const level = near
      ? `CASE WHEN ${exact.sql} THEN 2 WHEN ${near} THEN 1 ELSE 0 END`
      : `CASE WHEN ${exact.sql} THEN 2 ELSE 0 END`
    return sql(`${level} AS l${index}`, exact.bindings)
  })
  const joined = join(columns, ', ')
  return sql(`(SELECT ${joined.sql} OFFSET 0) w`, joined.bindings)
}

/** A prefix query of every form made of letters and digits alone ('hous':* | 'prague':*). */
function titleQuery(words: WordForms[]): string {
  const forms = words.flatMap((word) => word.forms).filter((form) => /^[\p{L}\p{N}]+$/u.test(form))
  return [...new Set(forms)].map((form) => `${form}:*`).join(' | ')
}

/**
 * The record's title ranked against every form of the words as a prefix (0
 * when no form is a plain word: "ana@example.org"; a real, as a bare 0 in
 * ORDER BY names a column by its position).
 */
function relevance(source: KindSource, words: WordForms[]): Sql {
  const query = titleQuery(words)
  if (!query) return sql('0::real')
  const vector = source.titleVector ?? `to_tsvector('simple', search_fold(${source.title}))`
  return sql(`ts_rank(${vector}, (SELECT to_tsquery('simple', ?)))`, [query])
}

/**
 * The kind's first `limit` records where `where` holds, best first, with
 * how many words each has and how many records `where` finds (ranked by
 * their levels alone: only the page's records are read again for their
 * columns). Ranking reads every record found, so counting them is free.
 */
function ranked(kw: KindWords, where: Sql, limit: number): Sql {
  const { source } = kw
  const matched = kw.words.map((_, index) => `(w.l${index} > 0)::int`).join(' + ')
  const score = kw.words.map((_, index) => `w.l${index}`).join(' + ')
  const level = levels(kw)
  const rank = relevance(source, kw.words)
  const carried = source.wholeRow ? 'x AS r' : 'x.id AS key'
  return sql(
    `SELECT ${carried}, ${matched} AS matched, least(count(*) OVER (), ${TOTAL_CAP + 1}) AS found ` +
      `FROM ${source.from} CROSS JOIN LATERAL ${level.sql} ` +
      `WHERE ${where.sql} ORDER BY matched DESC, ${score} DESC, ${rank.sql} DESC, ${source.order} ` +
      `LIMIT ${Number(limit)}`,
    [...level.bindings, ...where.bindings, ...rank.bindings]
  )
}

/** How many records of the kind `where` finds, counting no further than TOTAL_CAP + 1. */
function capped(kw: KindWords, where: Sql): Sql {
  return sql(
    `(SELECT count(*) FROM (SELECT 1 FROM ${kw.source.from} WHERE ${where.sql} LIMIT ${TOTAL_CAP + 1}) t)`,
    where.bindings
  )
}

/** How many records a ranked page's query found (none: 0). */
const foundBy = (page: string) => `coalesce((SELECT max(found) FROM ${page}), 0)`

/**
 * One kind's CTEs and its page. The records with every word are ranked
 * first; only when fewer than a page have every word are all the records
 * with any word ranked (the every-word ones come first among them): "Berlin
 * december" ranks a handful of events, not the thousands of either word.
 * The counts come from the ranking; records with any word that were not
 * ranked are counted with LIMIT 1,001.
 */
function kindHits(
  kind: SearchKind,
  words: WordForms[],
  limit: number
): { ctes: Sql[]; select: Sql } {
  const kw = kindWords(kind, words)
  const any = words.length > 1 ? eachWord(kw, 'OR') : null
  const ctes = [...kw.ctes]
  const everyPage = `${kind}_every`
  const page = `${kind}_page`
  const ranks = ranked(kw, eachWord(kw, 'AND'), limit)
  ctes.push(sql(`${everyPage} AS MATERIALIZED (${ranks.sql})`, ranks.bindings))
  const everyFull = `(SELECT count(*) FROM ${everyPage}) = ${limit}`
  let total = sql(foundBy(everyPage))
  if (any) {
    const all = ranked(kw, any, limit)
    ctes.push(
      sql(
        `${page} AS MATERIALIZED (SELECT * FROM ${everyPage} WHERE ${everyFull} ` +
          `UNION ALL SELECT * FROM (${all.sql}) a WHERE NOT ${everyFull})`,
        all.bindings
      )
    )
    const counted = capped(kw, any)
    total = sql(
      `CASE WHEN ${everyFull} THEN ${counted.sql} ELSE ${foundBy(page)} END`,
      counted.bindings
    )
  }
  const hits = any ? page : everyPage
  const columns = kw.source.wholeRow
    ? `(SELECT ${kw.source.columns} FROM (SELECT (h.r).*) x)`
    : `(SELECT ${kw.source.columns} FROM ${kw.source.from} WHERE x.id = h.key)`
  return {
    ctes,
    select: sql(
      `SELECT '${kind}' AS kind, d.id::text AS id, d.title::text AS title, d.detail::text AS detail, ` +
        `${total.sql} AS total, ${foundBy(everyPage)} AS every_total, h.matched, h.position ` +
        `FROM (SELECT p.*, row_number() OVER () AS position FROM ${hits} p) h CROSS JOIN LATERAL ${columns} d`,
      total.bindings
    ),
  }
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

/** The guide entries, made once a search (the guide_entry kind reads them as guide_entries). */
const GUIDE_CTE = `guide_entries AS MATERIALIZED (${GUIDE_ENTRIES})`

/** The one statement asking every kind: its SQL and bindings. */
function searchStatement(kinds: readonly SearchKind[], words: WordForms[], limit: number) {
  const parts = kinds.map((kind) => kindHits(kind, words, limit))
  const found = words.flatMap((word, index) =>
    mayBeTypo(word) ? [wordFound(kinds, word, index)] : []
  )
  const ctes = [
    ...(kinds.includes('guide_entry') ? [sql(GUIDE_CTE)] : []),
    ...found,
    ...parts.flatMap((part) => part.ctes),
  ]
  const withs = join(ctes, ', ')
  const selects = join(
    parts.map((part) => sql(`(${part.select.sql})`, part.select.bindings)),
    ' UNION ALL '
  )
  return sql(`WITH ${withs.sql} ${selects.sql}`, [...withs.bindings, ...selects.bindings])
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
