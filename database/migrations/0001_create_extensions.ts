import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * unaccent + pg_trgm give accent- and case-insensitive partial matching
 * ("munchen" finds München). unaccent() is only STABLE, so an IMMUTABLE
 * wrapper with a fixed dictionary is what generated columns and indexes use.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS unaccent')
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$
    `)
  }

  async down() {
    this.schema.raw('DROP FUNCTION IF EXISTS search_fold(text)')
    this.schema.raw('DROP EXTENSION IF EXISTS pg_trgm')
    this.schema.raw('DROP EXTENSION IF EXISTS unaccent')
  }
}
