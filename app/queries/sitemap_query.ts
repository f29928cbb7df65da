import db from '@adonisjs/lucid/services/db'
import { publishedNowSql } from '#lib/publication'

/** What the sitemap lists from the database, each part in one aggregate query. */
export interface SitemapRows {
  /** every city's guide, festival and Halloween page paths (null: none), in name order */
  cityPages: (string | null)[]
  /** ids of the events published now, past ones too, soonest first */
  eventIds: string[]
}

/*
| One row each: the database aggregates the column into a JSON array, so
| 20,000 events cost one string to parse, not 20,000 row objects. Same
| filters and order as the city list and the events list (upcoming=false).
*/
const CITY_PAGES_SQL = `
  SELECT coalesce(json_agg(json_build_array(city_guide_url, festival_url, halloween_url)
                           ORDER BY name, id), '[]') AS pages
  FROM cities`

/* a function: "now" is read at each query (#lib/clock) */
const EVENT_IDS_SQL = () => `
  SELECT coalesce(json_agg(id ORDER BY start_at, id), '[]') AS ids
  FROM (SELECT id, start_at FROM events WHERE ${publishedNowSql('events')}
        ORDER BY start_at, id LIMIT ?) AS published`

export async function sitemapRows(maxEvents: number): Promise<SitemapRows> {
  const [cities, events] = await Promise.all([
    db.rawQuery(CITY_PAGES_SQL),
    db.rawQuery(EVENT_IDS_SQL(), [maxEvents]),
  ])
  return {
    cityPages: (cities.rows[0].pages as (string | null)[][]).flat(),
    eventIds: events.rows[0].ids as string[],
  }
}
