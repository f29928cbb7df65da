import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A text search configuration that folds accents before stemming. Search
 * matches on search_fold()ed text; ts_headline needs this configuration to
 * highlight the original words ("München" for the query "munchen") in
 * snippets that keep their accents.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE TEXT SEARCH CONFIGURATION english_unaccent (COPY = english)')
    this.schema.raw(`
      ALTER TEXT SEARCH CONFIGURATION english_unaccent
        ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem
    `)
  }

  async down() {
    this.schema.raw('DROP TEXT SEARCH CONFIGURATION IF EXISTS english_unaccent')
  }
}
