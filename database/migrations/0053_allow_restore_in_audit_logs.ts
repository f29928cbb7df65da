import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * History you can act on (issue #15): putting back an earlier version, or a
 * deleted record, is itself an audited change with action `restore`; it
 * names the version it restored (`restored_from`, the id of that audit entry;
 * audit entries are never deleted, so no foreign key is needed).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      ALTER TABLE audit_logs
        DROP CONSTRAINT audit_logs_action_enum,
        ADD CONSTRAINT audit_logs_action_enum
          CHECK (action IN ('create', 'update', 'delete', 'restore'))`)
    this.schema.alterTable('audit_logs', (table) => {
      table.bigInteger('restored_from').nullable()
    })
    this.schema.raw(`
      ALTER TABLE audit_logs
        ADD CONSTRAINT audit_logs_restore_names_version
          CHECK ((action = 'restore') = (restored_from IS NOT NULL))`)
  }

  async down() {
    this.schema.raw("DELETE FROM audit_logs WHERE action = 'restore'")
    this.schema.alterTable('audit_logs', (table) => table.dropColumn('restored_from'))
    this.schema.raw(`
      ALTER TABLE audit_logs
        DROP CONSTRAINT audit_logs_action_enum,
        ADD CONSTRAINT audit_logs_action_enum CHECK (action IN ('create', 'update', 'delete'))`)
  }
}
