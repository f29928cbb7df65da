import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The search across everything at 20,000 events (issue 39 item 7), as 0190
| did for events: every other table's folded words are stored in a
| generated column, so that reading them costs nothing (search_fold
| unaccents: computed anew for each row each city and guide entry cost
| 40 µs, the guide entries alone 100–170 ms a search on a busy machine).
| admin_search_text(<row>) returns the column, the trigram index moves to
| it. Events also store their name as a tsvector of its folded words, the
| search's relevance (ts_rank of the title), instead of folding the name
| of each of thousands of matching events.
| Generated columns are skipped by the version triggers (not yet computed
| in BEFORE triggers; see 0190).
*/
const TEXTS: Record<string, string> = {
  cities: `r.name || ' ' || r.slug || ' ' || r.country || ' ' || r.country_code || ' ' || r.festival_name || ' ' || r.summary`,
  city_places: `r.name || ' ' || r.category || ' ' || r.description`,
  city_neighbourhoods: `r.name || ' ' || r.description`,
  city_universities: `r.name`,
  city_housing_tips: `r.tip`,
  city_costs: `r.label || ' ' || r.value`,
  pricing_items: `r.section || ' ' || r.slug || ' ' || r.title || ' ' || r.description`,
  docs: `r.kind || ' ' || r.slug || ' ' || r.title || ' ' || r.summary || ' ' || r.body`,
  waitlist_entries: `r.name || ' ' || r.email`,
  contact_messages: `r.name || ' ' || r.email || ' ' || coalesce(r.subject, '') || ' ' || coalesce(r.city, '') || ' ' || r.message`,
  admin_users: `r.email || ' ' || coalesce(r.full_name, '') || ' ' || r.role`,
}

/** The generated columns each version trigger skips before this migration. */
const VERSIONED: Record<string, string[]> = {
  cities: ['name_folded', 'country_folded'],
  docs: ['search_vector'],
  pricing_items: [],
  events: ['city_name_folded', 'admin_search_folded'],
}

const TITLE_VECTOR = `to_tsvector('simple'::regconfig, public.search_fold(name))`

/** 0080's texts (of a row r) as a generated column's expression. */
const ofColumns = (text: string) => text.replaceAll('r.', '')

function stampVersionIgnoring(table: string, columns: string[]) {
  const names = columns.map((column) => `'${column}'`).join(', ')
  return [
    `DROP TRIGGER ${table}_stamp_version ON ${table}`,
    `CREATE TRIGGER ${table}_stamp_version BEFORE INSERT OR UPDATE ON ${table}
     FOR EACH ROW EXECUTE FUNCTION stamp_content_version(${names})`,
  ]
}

const searchTextFunction = (table: string, body: string) => `
  CREATE OR REPLACE FUNCTION admin_search_text(r ${table}) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ${body} $$`

const GUIDE_TABLES = [
  'city_places',
  'city_neighbourhoods',
  'city_universities',
  'city_housing_tips',
  'city_costs',
]

/*
| The guide entries whose own words are like a word (a typo), on each
| table's trigram index (and any table's records, admin_records_like). The planner, which prices likeness as cheaply as
| equality, read each small table whole instead: word_similarity for each
| of 3,400 entries took 20–60 ms a word, of 22,000 events 250–400 ms; on the index, under 1 ms.
*/
const GUIDE_NEAR = `
  CREATE FUNCTION admin_guide_entries_like(word text) RETURNS TABLE(part text, id integer)
  LANGUAGE sql STABLE PARALLEL SAFE SET enable_seqscan = off
  AS $$ ${GUIDE_TABLES.map(
    (table) =>
      `SELECT '${table}'::text, id FROM public.${table} WHERE public.search_fold(word) OPERATOR(public.<%) admin_search_folded`
  ).join(' UNION ALL ')} $$`

/* the same for one table with an admin_search_folded column: its records' ids, as text */
const RECORDS_NEAR = `
  CREATE FUNCTION admin_records_like(records regclass, word text) RETURNS SETOF text
  LANGUAGE plpgsql STABLE PARALLEL SAFE SET enable_seqscan = off
  AS $$ BEGIN
    RETURN QUERY EXECUTE format(
      'SELECT id::text FROM %s WHERE public.search_fold($1) OPERATOR(public.<%%) admin_search_folded',
      records) USING word;
  END $$`

export default class extends BaseSchema {
  async up() {
    for (const [table, text] of Object.entries(TEXTS)) {
      this.schema.raw(`DROP INDEX ${table}_admin_search_trgm`)
      this.schema.raw(
        `ALTER TABLE ${table} ADD COLUMN admin_search_folded text GENERATED ALWAYS AS (public.search_fold(${ofColumns(text)})) STORED`
      )
      this.schema.raw(searchTextFunction(table, 'r.admin_search_folded'))
      this.schema.raw(
        `CREATE INDEX ${table}_admin_search_trgm ON ${table} USING gin (admin_search_folded gin_trgm_ops)`
      )
    }
    this.schema.raw(GUIDE_NEAR)
    this.schema.raw(RECORDS_NEAR)
    this.schema.raw(
      `ALTER TABLE events ADD COLUMN admin_title_vector tsvector GENERATED ALWAYS AS (${TITLE_VECTOR}) STORED`
    )
    for (const [table, generated] of Object.entries(VERSIONED)) {
      const added = table === 'events' ? 'admin_title_vector' : 'admin_search_folded'
      for (const statement of stampVersionIgnoring(table, [...generated, added]))
        this.schema.raw(statement)
    }
  }

  async down() {
    for (const [table, generated] of Object.entries(VERSIONED))
      for (const statement of stampVersionIgnoring(table, generated)) this.schema.raw(statement)
    this.schema.raw('ALTER TABLE events DROP COLUMN admin_title_vector')
    this.schema.raw('DROP FUNCTION admin_guide_entries_like(text)')
    this.schema.raw('DROP FUNCTION admin_records_like(regclass, text)')
    for (const [table, text] of Object.entries(TEXTS)) {
      this.schema.raw(`DROP INDEX ${table}_admin_search_trgm`)
      this.schema.raw(searchTextFunction(table, `public.search_fold(${text})`))
      this.schema.raw(`ALTER TABLE ${table} DROP COLUMN admin_search_folded`)
      this.schema.raw(
        `CREATE INDEX ${table}_admin_search_trgm ON ${table} USING gin (admin_search_text(${table}) gin_trgm_ops)`
      )
    }
  }
}
