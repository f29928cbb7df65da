import db from '@adonisjs/lucid/services/db'
import { publishedNowSql } from '#lib/publication'

/** A partner or an event whose own name holds one of the words searched, or a city guide's cost ("Navegante monthly pass"). */
export interface NameHit {
  kind: 'partner' | 'event' | 'cost'
  /** The partner's slug, the event's id or the cost's city slug */
  key: string
  name: string
  /** The word searched that named it */
  word: string
  /** pg_trgm word_similarity of the word to the best-matching part of the name (0..1) */
  score: number
}

/** Below this word similarity a name does not count as named (a typo or two is forgiven). */
const MIN_SIMILARITY = 0.7

/*
| Names searched with pg_trgm's word_similarity: how well a word matches the
| best part of a partner's name, or of an event's name and venue, all
| search_fold()ed. "roadrunner" finds Roadrunner Bus, "warehouse" the
| Berlin Halloween Warehouse Party, "koko" the event at KOKO, "navegante"
| Lisbon's guide's "Navegante monthly pass" (a local name for a cost).
*/
/* a function: "now" is read at each query (#lib/clock) */
const NAME_SEARCH_SQL = () => `
WITH w AS (SELECT unnest(?::text[]) AS word)
SELECT kind, key, name, word, score FROM (
  SELECT 'partner' AS kind, p.slug AS key, p.name, w.word,
    word_similarity(w.word, public.search_fold(p.name)) AS score
  FROM partners p CROSS JOIN w WHERE ${publishedNowSql('p')}
  UNION ALL
  SELECT 'event', e.id, e.name, w.word,
    word_similarity(w.word, public.search_fold(e.name || ' ' || coalesce(e.venue_name, '')))
  FROM events e CROSS JOIN w WHERE ${publishedNowSql('e')}
  UNION ALL
  SELECT 'cost', c.slug, k.label, w.word, word_similarity(w.word, public.search_fold(k.label))
  FROM city_costs k JOIN cities c ON c.id = k.city_id CROSS JOIN w
) hits
WHERE score >= ${MIN_SIMILARITY}
ORDER BY score DESC, kind DESC, key`

export class NameSearchQuery {
  static async search(words: string[]): Promise<NameHit[]> {
    if (words.length === 0) return []
    const result = await db.rawQuery(NAME_SEARCH_SQL(), [words])
    return (result.rows as NameHit[]).map((row) => ({ ...row, score: Number(row.score) }))
  }
}
