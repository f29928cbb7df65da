import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What an event is, in the staff's words: optional plain text (never HTML;
 * every door escapes it for its own format). The database keeps it bounded,
 * not blank and free of control characters other than line breaks and tabs,
 * whoever writes it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('events', (table) => {
      table.text('description').nullable()
    })
    this.schema.raw(`
      ALTER TABLE events ADD CONSTRAINT events_description_plain_text CHECK (
        description IS NULL OR (
          char_length(description) BETWEEN 1 AND 5000
          AND description ~ '[^[:space:]]'
          AND description !~ '[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f]'
        )
      )`)
  }

  async down() {
    this.schema.raw('ALTER TABLE events DROP CONSTRAINT events_description_plain_text')
    this.schema.alterTable('events', (table) => {
      table.dropColumn('description')
    })
  }
}
