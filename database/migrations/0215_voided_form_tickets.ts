import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Resume tickets of forms (parked forms, app/services/admin/parked_forms.ts)
| name the session they were issued in; signing out of that session voids
| them (issue 36 item 5): its hash is kept here until any ticket of it would
| have expired anyway (12 hours).
*/
export default class extends BaseSchema {
  protected tableName = 'voided_form_sessions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('session_hash', 64).primary()
      table.timestamp('expires_at', { useTz: true }).notNullable().index()
    })
    this.schema.raw(
      `ALTER TABLE ${this.tableName} ADD CONSTRAINT voided_form_sessions_hash CHECK (session_hash ~ '^[0-9a-f]{64}$')`
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
