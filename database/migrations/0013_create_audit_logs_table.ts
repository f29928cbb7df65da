import { BaseSchema } from '@adonisjs/lucid/schema'

/** Who changed what in the admin panel, and when, with before/after snapshots. */
export default class extends BaseSchema {
  protected tableName = 'audit_logs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table
        .integer('admin_user_id')
        .nullable()
        .references('id')
        .inTable('admin_users')
        .onDelete('SET NULL')
      table.string('actor_email', 254).nullable()
      table.string('action', 16).notNullable()
      table.string('entity_type', 40).notNullable()
      table.string('entity_id', 120).notNullable()
      table.jsonb('before').nullable()
      table.jsonb('after').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['entity_type', 'entity_id', 'created_at'], 'audit_logs_entity')
      table.index(['created_at'], 'audit_logs_created_at')
    })
    this.schema.raw(`
      ALTER TABLE audit_logs
        ADD CONSTRAINT audit_logs_action_enum CHECK (action IN ('create', 'update', 'delete'))
    `)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
