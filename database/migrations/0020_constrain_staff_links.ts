import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every link staff store is an absolute http(s) URL or a path of this site,
 * without control characters or whitespace: the database keeps the admin
 * forms' link rule (#lib/safe_links) for any other writer too. A database
 * holding a link outside the rule stops this migration with the name of
 * the violated constraint; correct that row, then migrate again.
 */
export const LINK_COLUMNS: Record<string, string[]> = {
  cities: ['city_guide_url', 'festival_url', 'halloween_url'],
  city_universities: ['url'],
  city_places: ['url'],
  events: ['url', 'buy_url', 'early_access_url', 'whatsapp_group'],
  partner_links: ['url'],
}

const constraintName = (table: string, column: string) => `${table}_${column}_stored_link`

export default class extends BaseSchema {
  async up() {
    /* no question mark in this SQL: knex would read it as a binding */
    this.schema.raw(`
      CREATE FUNCTION is_stored_link(link text) RETURNS boolean
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT link ~* '^(https://|http://|/$|/[^/\\\\])' AND link !~ '[[:cntrl:][:space:]]' $$
    `)
    for (const [table, columns] of Object.entries(LINK_COLUMNS)) {
      const checks = columns.map(
        (column) =>
          `ADD CONSTRAINT ${constraintName(table, column)} CHECK (is_stored_link(${column}))`
      )
      this.schema.raw(`ALTER TABLE ${table} ${checks.join(', ')}`)
    }
  }

  async down() {
    for (const [table, columns] of Object.entries(LINK_COLUMNS)) {
      const drops = columns.map((column) => `DROP CONSTRAINT ${constraintName(table, column)}`)
      this.schema.raw(`ALTER TABLE ${table} ${drops.join(', ')}`)
    }
    this.schema.raw('DROP FUNCTION is_stored_link(text)')
  }
}
