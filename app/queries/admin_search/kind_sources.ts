/*
| What the staff panel's search reads for each kind of record: its table, the
| columns of a hit, its folded words, its title, how a typo finds it (trigram
| likeness) and its own order (admin_search_query.ts puts them together).
*/
import { SEARCH_TOTAL_CAP } from '#lib/search_text'
import { monthInText } from '#lib/month_names'
import type { AdminSearchKind } from '#schemas/enums'
import { sql, type Sql } from '#queries/admin_search/sql'

export interface KindSource {
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
export const GUIDE_ENTRIES = GUIDE_PARTS.map(
  ([table, part, title, detail]) =>
    `SELECT c.id, ${title} AS title, c.name || ' guide, ${part}: ' || ${detail} AS detail, ` +
    `c.name AS city, x.city_id, '${table}' AS part, x.id AS part_id, ` +
    `x.admin_search_folded || ' ${part} ' || c.name_folded AS text ` +
    `FROM ${table} x JOIN cities c ON c.id = x.city_id`
).join(' UNION ALL ')

export const TOTAL_CAP = SEARCH_TOTAL_CAP

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

export const SOURCES: Record<AdminSearchKind, KindSource> = {
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
