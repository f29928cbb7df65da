import { BaseSchema } from '@adonisjs/lucid/schema'

/** Every accepted message is stored before it is e-mailed, with the outcome. */
export default class extends BaseSchema {
  protected tableName = 'contact_messages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('name', 120).notNullable()
      table.string('email', 200).notNullable()
      table.string('subject', 160).nullable()
      table.text('message').notNullable()
      table.string('city', 120).nullable()
      table.string('form_type', 64).nullable()
      table.string('source', 16).notNullable()
      table.string('idempotency_key', 200).nullable()
      table.string('delivery_status', 16).notNullable().defaultTo('pending')
      table.text('delivery_error').nullable()
      table.timestamp('delivered_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['created_at'], 'contact_messages_created_at')
    })
    this.schema.raw(`
      ALTER TABLE contact_messages
        ADD CONSTRAINT contact_messages_source_enum CHECK (source IN ('api', 'mcp')),
        ADD CONSTRAINT contact_messages_delivery_status_enum
          CHECK (delivery_status IN ('pending', 'sent', 'failed', 'not_configured')),
        ADD CONSTRAINT contact_messages_message_length CHECK (char_length(message) BETWEEN 1 AND 6000),
        ADD CONSTRAINT contact_messages_sent_has_time
          CHECK (delivery_status <> 'sent' OR delivered_at IS NOT NULL)
    `)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
