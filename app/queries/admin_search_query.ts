/*
| The staff panel's search across everything: each kind of record searched
| on the words of its admin_search_text() (database/migrations/0080, a
| trigram index per table), every word required, accents and case ignored.
| A kind answers its first few records and how many match in all. All kinds
| are asked in one statement: one round trip instead of one per kind.
*/
import { createHash } from 'node:crypto'
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
  /** the records matching every word, with `id`, `title` and `detail` columns */
  matching(words: string[]): Query
  order: string
}

/** `text LIKE` the word, folded as the indexed texts are (the pattern is a parameter). */
const contains = (text: string) => `${text} LIKE search_fold(?)`

const LOCAL_START = "(x.start_at at time zone coalesce(x.timezone, 'UTC'))"

/**
 * "dec", "Dezember" or "2027" also finds the events starting in that month or
 * year (in their zone; migration 0190 indexes both expressions).
 */
function orStartsInMonthOrYear(group: Query, word: string) {
  if (/^\d{4}$/.test(word)) {
    group.orWhereRaw(`extract(year from ${LOCAL_START}) = ?`, [Number(word)])
    return
  }
  const named = monthInText(word)
  if (named) group.orWhereRaw(`extract(month from ${LOCAL_START}) = ?`, [named.month])
}

/** Each word in the row's admin_search_text (or matched another way). */
function withEveryWord(query: Query, words: string[], also?: (group: Query, word: string) => void) {
  for (const word of words) {
    query.where((group) => {
      group.whereRaw(contains('admin_search_text(x)'), [containsPattern(word)])
      also?.(group, word)
    })
  }
  return query
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

/**
 * A guide entry's words are its own and its city's name. Each table is
 * searched on its own index; a word naming the city is "the entry's city
 * is one of the few whose name holds it", which its city_id index answers.
 */
function guidePart([table, part, title, detail]: (typeof GUIDE_PARTS)[number], words: string[]) {
  const query = db
    .from(`${table} as x`)
    .join('cities as c', 'c.id', 'x.city_id')
    .select(
      db.raw(`c.id, ${title} AS title, c.name || ' guide, ${part}: ' || ${detail} AS detail`),
      db.raw('c.name AS city')
    )
  for (const word of words) {
    const pattern = containsPattern(word)
    query.whereRaw(
      `(${contains('admin_search_text(x)')} OR x.city_id = ANY (ARRAY(SELECT id FROM cities WHERE ${contains('name_folded')})))`,
      [pattern, pattern]
    )
  }
  return query
}

/** Every guide entry of every city matching the words, with its city's name. */
function guideEntries(words: string[]) {
  const [first, ...others] = GUIDE_PARTS.map((part) => guidePart(part, words))
  for (const other of others) first.unionAll(other)
  return db.from(first.as('x')).select('x.id', 'x.title', 'x.detail')
}

const SOURCES: Record<SearchKind, KindSource> = {
  event: {
    matching: (words) =>
      withEveryWord(
        selected(
          'events',
          "x.id, x.name AS title, x.city_name || ', ' || to_char(x.start_at at time zone coalesce(x.timezone, 'UTC'), 'DD Mon YYYY') AS detail"
        ),
        words,
        orStartsInMonthOrYear
      ),
    order:
      '(coalesce(x.end_at, x.start_at) < now()), abs(extract(epoch from x.start_at - now())), x.id',
  },
  city: {
    matching: (words) =>
      withEveryWord(
        selected('cities', "x.id, x.name AS title, x.country || ' · ' || x.summary AS detail"),
        words
      ),
    order: 'x.name, x.id',
  },
  guide_entry: { matching: guideEntries, order: 'x.city, x.title' },
  partner: {
    matching: (words) =>
      withEveryWord(
        selected('partners', "x.id, x.name AS title, x.category || ' · ' || x.deal AS detail"),
        words
      ),
    order: 'x.name, x.id',
  },
  pricing_item: {
    matching: (words) =>
      withEveryWord(
        selected('pricing_items', "x.id, x.title, x.section || ' · ' || x.description AS detail"),
        words
      ),
    order: 'x.section, x.position, x.id',
  },
  doc: {
    matching: (words) =>
      withEveryWord(
        selected('docs', "x.id, x.title, x.kind || ' · ' || x.summary AS detail"),
        words
      ),
    order: 'x.title, x.id',
  },
  /* pictures of the media library, by alt text or credit (a small table: no index) */
  media: {
    matching: (words) => {
      const query = selected(
        'media',
        "x.id, coalesce(x.alt, 'Picture ' || x.id || ' (no alt text yet)') AS title, coalesce('Credit: ' || x.credit, '') AS detail"
      )
      for (const word of words) {
        query.whereRaw(
          contains("search_fold(coalesce(x.alt, '') || ' ' || coalesce(x.credit, ''))"),
          [containsPattern(word)]
        )
      }
      return query
    },
    order: 'x.id DESC',
  },
  waitlist_entry: {
    matching: (words) =>
      withEveryWord(
        db
          .from('waitlist_entries as x')
          .join('events as e', 'e.id', 'x.event_id')
          .select(
            db.raw("x.event_id AS id, x.name || ' <' || x.email || '>' AS title, e.name AS detail")
          ),
        words
      ),
    order: 'x.created_at DESC, x.id DESC',
  },
  contact_message: {
    matching: (words) =>
      withEveryWord(
        selected(
          'contact_messages',
          "x.id, coalesce(x.subject, left(x.message, 60)) AS title, x.name || ' <' || x.email || '>' AS detail"
        ),
        words
      ),
    order: 'x.created_at DESC, x.id DESC',
  },
  staff: {
    matching: (words) =>
      withEveryWord(
        selected(
          'admin_users',
          "x.id, coalesce(x.full_name, x.email) AS title, x.email || ' · ' || x.role AS detail"
        ),
        words
      ),
    order: 'x.email, x.id',
  },
}

/**
 * One kind's first `limit` records matching every word, numbered in order,
 * with how many match in all (ids as text: the kinds' ids differ in type).
 */
function kindHits(kind: SearchKind, words: string[], limit: number) {
  const source = SOURCES[kind]
  const hits = source
    .matching(words)
    .select(db.raw('count(*) OVER () AS total'))
    .orderByRaw(source.order)
    .limit(limit)
    .toSQL()
  return {
    sql:
      `SELECT '${kind}' AS kind, h.id::text AS id, h.title::text AS title, h.detail::text AS detail, ` +
      `h.total, row_number() OVER () AS position FROM (${hits.sql}) h`,
    bindings: hits.bindings,
  }
}

interface HitRow {
  kind: SearchKind
  id: string
  title: string
  detail: string
  total: string
  position: string
}

/** The first `limit` records of each kind matching every word, and how many match, in one query. */
export async function searchKinds(
  kinds: readonly SearchKind[],
  words: string[],
  limit: number
): Promise<SearchGroup[]> {
  if (kinds.length === 0) return []
  const parts = kinds.map((kind) => kindHits(kind, words, limit))
  const sql = parts.map((part) => `(${part.sql})`).join(' UNION ALL ')
  const query = db.rawQuery(
    sql,
    parts.flatMap((part) => part.bindings)
  )
  /* a named statement: each connection plans each form of the search once (planning it cost more than running it) */
  query.knexQuery.options({ name: `admin-search-${createHash('sha1').update(sql).digest('hex')}` })
  const result = await query
  const rows = (result.rows as HitRow[]).sort((a, b) => Number(a.position) - Number(b.position))
  return kinds.map((kind) => {
    const ofKind = rows.filter((row) => row.kind === kind)
    return {
      kind,
      total: Number(ofKind[0]?.total ?? 0),
      hits: ofKind.map(({ id, title, detail }) => ({ id, title, detail })),
    }
  })
}
