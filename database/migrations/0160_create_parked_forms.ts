import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A staff form submitted after its session had ended (issue #25 item 2):
 * kept for its account until they sign in again and the form is offered back
 * filled in (app/services/admin/parked_forms.ts). Found by the SHA-256 of a
 * random token, for minutes, once.
 */
export default class extends BaseSchema {
  protected tableName = 'parked_forms'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('token_hash', 64).primary()
      table
        .integer('admin_user_id')
        .notNullable()
        .references('id')
        .inTable('admin_users')
        .onDelete('CASCADE')
      table.string('form_path', 300).notNullable()
      table.jsonb('fields').notNullable()
      table.boolean('had_picture').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.index(['admin_user_id'])
    })
    this.schema.raw(`
      ALTER TABLE parked_forms
        ADD CONSTRAINT parked_forms_expiry CHECK (expires_at > created_at),
        ADD CONSTRAINT parked_forms_path CHECK (form_path LIKE '/admin/%')`)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
