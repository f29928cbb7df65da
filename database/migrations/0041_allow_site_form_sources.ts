import { BaseSchema } from '@adonisjs/lucid/schema'

/* The site's own forms (contact page, Halloween sign-up) record `site` as their source. */
const SOURCES = {
  waitlist_entries: { before: ['mcp', 'api', 'admin'], after: ['mcp', 'api', 'admin', 'site'] },
  contact_messages: { before: ['api', 'mcp'], after: ['api', 'mcp', 'site'] },
}

const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ')

export default class extends BaseSchema {
  async up() {
    for (const [table, { after }] of Object.entries(SOURCES)) this.replace(table, after)
  }

  async down() {
    for (const [table, { before }] of Object.entries(SOURCES)) this.replace(table, before)
  }

  private replace(table: string, values: string[]) {
    this.schema.raw(`
      ALTER TABLE ${table} DROP CONSTRAINT ${table}_source_enum,
        ADD CONSTRAINT ${table}_source_enum CHECK (source IN (${list(values)}))`)
  }
}
