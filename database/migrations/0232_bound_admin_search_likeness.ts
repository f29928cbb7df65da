import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The search across everything looks for a typo's records on the trigram
| indexes (0230) only when no record has the word as such; a word like the
| words of thousands of records ("festivel") made it check each of them.
| The lookups now stop after `most` records (the search counts no further
| than 1,001, app/queries/admin_search_query.ts), and take the word folded
| already (the search folds its words once, in searchWordForms).
*/
const GUIDE_TABLES = [
  'city_places',
  'city_neighbourhoods',
  'city_universities',
  'city_housing_tips',
  'city_costs',
]

const guideEntriesLike = (word: string, most: string) =>
  GUIDE_TABLES.map(
    (table) =>
      `SELECT '${table}'::text, id FROM public.${table} WHERE ${word} OPERATOR(public.<%) admin_search_folded`
  ).join(' UNION ALL ') + most

const BOUNDED_GUIDE = `
  CREATE FUNCTION admin_guide_entries_like(folded text, most integer) RETURNS TABLE(part text, id integer)
  LANGUAGE sql STABLE PARALLEL SAFE SET enable_seqscan = off
  AS $$ ${guideEntriesLike('folded', ' LIMIT most')} $$`

const BOUNDED_RECORDS = `
  CREATE FUNCTION admin_records_like(records regclass, folded text, most integer) RETURNS SETOF text
  LANGUAGE plpgsql STABLE PARALLEL SAFE SET enable_seqscan = off
  AS $$ BEGIN
    RETURN QUERY EXECUTE format(
      'SELECT id::text FROM %s WHERE $1 OPERATOR(public.<%%) admin_search_folded LIMIT $2',
      records) USING folded, most;
  END $$`

/* 0230's, restored by down */
const GUIDE = `
  CREATE FUNCTION admin_guide_entries_like(word text) RETURNS TABLE(part text, id integer)
  LANGUAGE sql STABLE PARALLEL SAFE SET enable_seqscan = off
  AS $$ ${guideEntriesLike('public.search_fold(word)', '')} $$`

const RECORDS = `
  CREATE FUNCTION admin_records_like(records regclass, word text) RETURNS SETOF text
  LANGUAGE plpgsql STABLE PARALLEL SAFE SET enable_seqscan = off
  AS $$ BEGIN
    RETURN QUERY EXECUTE format(
      'SELECT id::text FROM %s WHERE public.search_fold($1) OPERATOR(public.<%%) admin_search_folded',
      records) USING word;
  END $$`

export default class extends BaseSchema {
  async up() {
    this.schema.raw('DROP FUNCTION admin_guide_entries_like(text)')
    this.schema.raw('DROP FUNCTION admin_records_like(regclass, text)')
    this.schema.raw(BOUNDED_GUIDE)
    this.schema.raw(BOUNDED_RECORDS)
  }

  async down() {
    this.schema.raw('DROP FUNCTION admin_guide_entries_like(text, integer)')
    this.schema.raw('DROP FUNCTION admin_records_like(regclass, text, integer)')
    this.schema.raw(GUIDE)
    this.schema.raw(RECORDS)
  }
}
