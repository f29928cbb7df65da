import { BaseSchema } from '@adonisjs/lucid/schema'

/** Students on an event's (Halloween) waiting list, with the time they consented. */
export default class extends BaseSchema {
  protected tableName = 'waitlist_entries'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table
        .string('event_id', 120)
        .notNullable()
        .references('id')
        .inTable('events')
        .onDelete('CASCADE')
        .onUpdate('CASCADE')
      table.string('name', 120).notNullable()
      table.string('email', 200).notNullable()
      table.timestamp('consent_at', { useTz: true }).notNullable()
      table.string('source', 16).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`
      ALTER TABLE waitlist_entries
        ADD CONSTRAINT waitlist_entries_source_enum CHECK (source IN ('mcp', 'api', 'admin')),
        ADD CONSTRAINT waitlist_entries_email_format CHECK (email ~ '^[^@\\s]+@[^@\\s]+$')
    `)
    this.schema.raw(
      'CREATE UNIQUE INDEX waitlist_entries_event_email ON waitlist_entries (event_id, lower(email))'
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
