import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The staff panel's search across everything (GET /admin/search): one
| function per table, admin_search_text(<row>), gives the record's folded
| words (search_fold: no accents, lower case), and a trigram GIN index on it
| answers "contains this word" for each word of a search. The functions are
| IMMUTABLE and read only the row, so the index stays exact; queries call
| the same function, so the text searched is declared here, once.
| Partners reuse their stored search_folded column and its index.
*/
const TEXTS: Record<string, string> = {
  events: `r.id || ' ' || r.name || ' ' || r.city_name || ' ' || r.type || ' ' || coalesce(r.venue_name, '')`,
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

export default class extends BaseSchema {
  async up() {
    for (const [table, text] of Object.entries(TEXTS)) {
      this.schema.raw(`
        CREATE FUNCTION admin_search_text(r ${table}) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT public.search_fold(${text}) $$`)
      this.schema.raw(
        `CREATE INDEX ${table}_admin_search_trgm ON ${table} USING gin (admin_search_text(${table}) gin_trgm_ops)`
      )
    }
    this.schema.raw(`
      CREATE FUNCTION admin_search_text(r partners) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT r.search_folded $$`)
  }

  async down() {
    this.schema.raw('DROP FUNCTION admin_search_text(partners)')
    for (const table of Object.keys(TEXTS)) {
      this.schema.raw(`DROP INDEX ${table}_admin_search_trgm`)
      this.schema.raw(`DROP FUNCTION admin_search_text(${table})`)
    }
  }
}
