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
import { containsPattern, type WordForms } from '#lib/search_text'
import { join, sql, type Sql } from '#queries/admin_search/sql'
import {
  GUIDE_ENTRIES,
  SOURCES,
  TOTAL_CAP,
  type KindSource,
} from '#queries/admin_search/kind_sources'
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
