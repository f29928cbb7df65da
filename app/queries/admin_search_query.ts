/*
| The staff panel's search across everything: each kind of record searched
| on the words of its admin_search_text() (database/migrations/0080, a
| trigram index per table), every word required, accents and case ignored.
| A kind answers its first few records and how many match in all.
*/
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { containsPattern } from '#lib/search_text'
import { monthInText } from '#lib/month_names'
import type { AdminSearchKind } from '#schemas/enums'

export type SearchKind = AdminSearchKind

export interface SearchHit {
  /** the record's id (a guide entry: its city's id, whose form holds it) */
  id: string | number
  title: string
  detail: string
}

export interface SearchGroup {
  kind: SearchKind
  total: number
  hits: SearchHit[]
}

type Query = DatabaseQueryBuilderContract<any>

interface KindSource {
  /** the rows searched, with `title`, `detail` and `id` columns */
  rows(): Query
  /** SQL expressions of the row's folded words: a word must be in one of them */
  texts: string[]
  /** other ways a word matches (an event's month or year) */
  also?: (group: Query, word: string) => void
  order: string
}

const LOCAL_START = "(x.start_at at time zone coalesce(x.timezone, 'UTC'))"

/** "dec", "Dezember" or "2027" also finds the events starting in that month or year. */
function orStartsInMonthOrYear(group: Query, word: string) {
  if (/^\d{4}$/.test(word)) {
    group.orWhereRaw(`extract(year from ${LOCAL_START}) = ?`, [Number(word)])
    return
  }
  const named = monthInText(word)
  if (named) group.orWhereRaw(`extract(month from ${LOCAL_START}) = ?`, [named.month])
}

const selected = (table: string, columns: string) =>
  db.from(`${table} as x`).select(db.raw(columns))

/** The guide's child tables: what an entry is called and what it says. */
const GUIDE_PARTS = [
  ['city_places', 'place', 'x.name', "x.category || ': ' || x.description"],
  ['city_neighbourhoods', 'neighbourhood', 'x.name', 'x.description'],
  ['city_universities', 'university', 'x.name', "''"],
  ['city_housing_tips', 'housing tip', 'left(x.tip, 80)', 'x.tip'],
  ['city_costs', 'cost', 'x.label', 'x.value'],
] as const

function guidePart([table, part, title, detail]: (typeof GUIDE_PARTS)[number]) {
  return db
    .from(`${table} as x`)
    .join('cities as c', 'c.id', 'x.city_id')
    .select(
      db.raw(`c.id, ${title} AS title, c.name || ' guide, ${part}: ' || ${detail} AS detail`),
      db.raw('c.name AS city, admin_search_text(x) AS text, c.name_folded')
    )
}

/** Every guide entry of every city, with its city's name (a word may name the city). */
function guideEntries() {
  const [first, ...others] = GUIDE_PARTS.map(guidePart)
  for (const other of others) first.unionAll(other)
  return first.as('x')
}

const SOURCES: Record<SearchKind, KindSource> = {
  event: {
    rows: () =>
      selected(
        'events',
        "x.id, x.name AS title, x.city_name || ', ' || to_char(x.start_at at time zone coalesce(x.timezone, 'UTC'), 'DD Mon YYYY') AS detail"
      ),
    texts: ['admin_search_text(x)'],
    also: orStartsInMonthOrYear,
    order:
      '(coalesce(x.end_at, x.start_at) < now()), abs(extract(epoch from x.start_at - now())), x.id',
  },
  city: {
    rows: () =>
      selected('cities', "x.id, x.name AS title, x.country || ' · ' || x.summary AS detail"),
    texts: ['admin_search_text(x)'],
    order: 'x.name, x.id',
  },
  guide_entry: {
    rows: () => db.from(guideEntries()).select('x.id', 'x.title', 'x.detail'),
    texts: ['x.text', 'x.name_folded'],
    order: 'x.city, x.title',
  },
  partner: {
    rows: () =>
      selected('partners', "x.id, x.name AS title, x.category || ' · ' || x.deal AS detail"),
    texts: ['admin_search_text(x)'],
    order: 'x.name, x.id',
  },
  pricing_item: {
    rows: () =>
      selected('pricing_items', "x.id, x.title, x.section || ' · ' || x.description AS detail"),
    texts: ['admin_search_text(x)'],
    order: 'x.section, x.position, x.id',
  },
  doc: {
    rows: () => selected('docs', "x.id, x.title, x.kind || ' · ' || x.summary AS detail"),
    texts: ['admin_search_text(x)'],
    order: 'x.title, x.id',
  },
  /* pictures of the media library, by alt text or credit (a small table: no index) */
  media: {
    rows: () =>
      selected(
        'media',
        "x.id, coalesce(x.alt, 'Picture ' || x.id || ' (no alt text yet)') AS title, coalesce('Credit: ' || x.credit, '') AS detail"
      ),
    texts: ["search_fold(coalesce(x.alt, '') || ' ' || coalesce(x.credit, ''))"],
    order: 'x.id DESC',
  },
  waitlist_entry: {
    rows: () =>
      db
        .from('waitlist_entries as x')
        .join('events as e', 'e.id', 'x.event_id')
        .select(
          db.raw("x.event_id AS id, x.name || ' <' || x.email || '>' AS title, e.name AS detail")
        ),
    texts: ['admin_search_text(x)'],
    order: 'x.created_at DESC, x.id DESC',
  },
  contact_message: {
    rows: () =>
      selected(
        'contact_messages',
        "x.id, coalesce(x.subject, left(x.message, 60)) AS title, x.name || ' <' || x.email || '>' AS detail"
      ),
    texts: ['admin_search_text(x)'],
    order: 'x.created_at DESC, x.id DESC',
  },
  staff: {
    rows: () =>
      selected(
        'admin_users',
        "x.id, coalesce(x.full_name, x.email) AS title, x.email || ' · ' || x.role AS detail"
      ),
    texts: ['admin_search_text(x)'],
    order: 'x.email, x.id',
  },
}

/** Each word in one of the texts (or matched another way). */
function whereEachWordIn(query: Query, source: KindSource, words: string[]) {
  for (const word of words) {
    const pattern = containsPattern(word)
    query.where((group) => {
      for (const text of source.texts) group.orWhereRaw(`${text} LIKE search_fold(?)`, [pattern])
      source.also?.(group, word)
    })
  }
}

/** One kind's first `limit` records matching every word, and how many match. */
export async function searchKind(
  kind: SearchKind,
  words: string[],
  limit: number
): Promise<SearchGroup> {
  const source = SOURCES[kind]
  const query = source.rows().select(db.raw('count(*) OVER () AS total'))
  whereEachWordIn(query, source, words)
  const rows = await query.orderByRaw(source.order).limit(limit)
  return {
    kind,
    total: Number(rows[0]?.total ?? 0),
    hits: rows.map((row: SearchHit) => ({ id: row.id, title: row.title, detail: row.detail })),
  }
}
