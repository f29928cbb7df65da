import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| `q` of listEvents, events.ics and MCP list_events: words in an event's
| name, venue (name and address) or city name. One IMMUTABLE function gives
| that text folded (search_fold: no accents, lower case); a trigram GIN index
| on it answers "contains this word", and the query calls the same function,
| so the searched text is declared here, once (like admin_search_text, 0080).
*/
const TEXT = `r.name || ' ' || r.city_name || ' ' || coalesce(r.venue_name, '') || ' ' || coalesce(r.venue_address, '')`

export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE FUNCTION event_search_text(r events) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT public.search_fold(${TEXT}) $$`)
    this.schema.raw(
      'CREATE INDEX events_search_trgm ON events USING gin (event_search_text(events) gin_trgm_ops)'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX events_search_trgm')
    this.schema.raw('DROP FUNCTION event_search_text(events)')
  }
}
