import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Idempotency-Key records, shared by every app instance. A row is inserted
 * as "processing" (the insert itself is the lock), completed with the stored
 * answer after a successful send, and deleted when sending fails.
 */
export default class extends BaseSchema {
  protected tableName = 'idempotency_keys'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('scope', 40).notNullable()
      table.string('key', 200).notNullable()
      table.specificType('request_hash', 'char(64)').notNullable()
      table.string('state', 16).notNullable()
      table.smallint('response_status').nullable()
      table.jsonb('response_body').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.primary(['scope', 'key'])
      table.index(['expires_at'], 'idempotency_keys_expires_at')
    })
    this.schema.raw(`
      ALTER TABLE idempotency_keys
        ADD CONSTRAINT idempotency_keys_state_enum CHECK (state IN ('processing', 'completed')),
        ADD CONSTRAINT idempotency_keys_completed_has_response
          CHECK (state <> 'completed' OR (response_status IS NOT NULL AND response_body IS NOT NULL))
    `)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
