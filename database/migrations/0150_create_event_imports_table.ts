import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Bulk import of events from a spreadsheet (issue #27): the file's rows are
 * kept as read (a dry run shows each row's problems before anything is
 * written); applying writes them in one transaction and keeps, per event,
 * what it was before and the version it had after, so the whole import can
 * be undone at once while nobody changed those events since.
 */
export default class extends BaseSchema {
  protected tableName = 'event_imports'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table
        .integer('admin_user_id')
        .nullable()
        .references('id')
        .inTable('admin_users')
        .onDelete('SET NULL')
      table.string('file_name', 255).notNullable()
      table.string('format', 8).notNullable()
      table.jsonb('rows').notNullable()
      table.jsonb('problems').notNullable().defaultTo('[]')
      table.string('status', 16).notNullable().defaultTo('checked')
      table.jsonb('changes').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('applied_at', { useTz: true }).nullable()
      table.timestamp('undone_at', { useTz: true }).nullable()
      table.index(['admin_user_id', 'created_at'])
    })
    this.schema.raw(`
      ALTER TABLE event_imports
        ADD CONSTRAINT event_imports_format_enum CHECK (format IN ('csv', 'xlsx')),
        ADD CONSTRAINT event_imports_status_enum CHECK (status IN ('checked', 'applied', 'undone')),
        ADD CONSTRAINT event_imports_rows_array CHECK (jsonb_typeof(rows) = 'array'),
        ADD CONSTRAINT event_imports_applied_at CHECK ((status = 'checked') = (applied_at IS NULL)),
        ADD CONSTRAINT event_imports_changes_when_applied
          CHECK ((applied_at IS NULL) = (changes IS NULL)),
        ADD CONSTRAINT event_imports_undone_at
          CHECK ((status = 'undone') = (undone_at IS NOT NULL))`)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
