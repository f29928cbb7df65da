import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The events with any word of a staff search (app/queries/admin_search_query.ts),
| on the indexes: the trigram index for the words' patterns (LIKE ANY), the
| city, local start month and year indexes, the primary key for the records
| like a typo. "<city> welcome festival" matches 5,000 of 20,000 events; the
| planner read all 20,000 (each row's folded text is its last column), three
| times the work of the bitmap of the 5,000 (26 → 9 ms of CPU).
*/
const LOCAL_START = "(start_at at time zone coalesce(timezone, 'UTC'))"

const EVENTS_WITH_ANY = `
  CREATE FUNCTION admin_events_with_any(patterns text[], city_ids integer[], months numeric[], years numeric[], ids text[])
  RETURNS SETOF text
  LANGUAGE sql STABLE PARALLEL SAFE SET enable_seqscan = off
  AS $$ SELECT id::text FROM public.events
    WHERE admin_search_folded LIKE ANY (patterns) OR city_id = ANY (city_ids)
       OR extract(month from ${LOCAL_START}) = ANY (months)
       OR extract(year from ${LOCAL_START}) = ANY (years)
       OR id = ANY (ids) $$`

export default class extends BaseSchema {
  async up() {
    this.schema.raw(EVENTS_WITH_ANY)
  }

  async down() {
    this.schema.raw(
      'DROP FUNCTION admin_events_with_any(text[], integer[], numeric[], numeric[], text[])'
    )
  }
}
