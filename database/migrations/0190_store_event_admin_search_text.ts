import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The search across everything on 20,000 events (issue #27). A trigram
| index answers "contains this word" with candidate rows that PostgreSQL
| checks again; with the folded text computed by admin_search_text() (0080)
| each check unaccents the row anew (5,000 rows for "halloween": 65 ms).
| Stored in a generated column, as partners keep theirs (search_folded), the
| check reads it. admin_search_text(events) now returns the column, so the
| queries stay as they are. Functions in the generated expression are
| schema-qualified: PostgreSQL 17+ evaluates them with an empty search_path.
|
| A month name or a year also finds the events starting then, in their own
| zone (app/queries/admin_search_query.ts): these indexes hold exactly the
| queries' expressions, so "december" alone is not a scan of every event.
*/
const TEXT = `public.search_fold(id || ' ' || name || ' ' || city_name || ' ' || type || ' ' || coalesce(venue_name, ''))`
const OLD_TEXT = `r.id || ' ' || r.name || ' ' || r.city_name || ' ' || r.type || ' ' || coalesce(r.venue_name, '')`
const LOCAL_START = "(start_at at time zone coalesce(timezone, 'UTC'))"

/** The version trigger ignores generated columns (not yet computed in BEFORE triggers). */
function stampVersionIgnoring(columns: string[]) {
  const names = columns.map((column) => `'${column}'`).join(', ')
  return [
    'DROP TRIGGER events_stamp_version ON events',
    `CREATE TRIGGER events_stamp_version BEFORE INSERT OR UPDATE ON events
     FOR EACH ROW EXECUTE FUNCTION stamp_content_version(${names})`,
  ]
}

export default class extends BaseSchema {
  async up() {
    this.schema.raw('DROP INDEX events_admin_search_trgm')
    this.schema.raw(
      `ALTER TABLE events ADD COLUMN admin_search_folded text GENERATED ALWAYS AS (${TEXT}) STORED`
    )
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION admin_search_text(r events) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT r.admin_search_folded $$`)
    this.schema.raw(
      'CREATE INDEX events_admin_search_trgm ON events USING gin (admin_search_folded gin_trgm_ops)'
    )
    for (const statement of stampVersionIgnoring(['city_name_folded', 'admin_search_folded']))
      this.schema.raw(statement)
    this.schema.raw(
      `CREATE INDEX events_local_start_month ON events ((extract(month from ${LOCAL_START})))`
    )
    this.schema.raw(
      `CREATE INDEX events_local_start_year ON events ((extract(year from ${LOCAL_START})))`
    )
  }

  async down() {
    this.schema.raw('DROP INDEX events_local_start_year')
    this.schema.raw('DROP INDEX events_local_start_month')
    for (const statement of stampVersionIgnoring(['city_name_folded'])) this.schema.raw(statement)
    this.schema.raw('DROP INDEX events_admin_search_trgm')
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION admin_search_text(r events) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT public.search_fold(${OLD_TEXT}) $$`)
    this.schema.raw('ALTER TABLE events DROP COLUMN admin_search_folded')
    this.schema.raw(
      'CREATE INDEX events_admin_search_trgm ON events USING gin (admin_search_text(events) gin_trgm_ops)'
    )
  }
}
