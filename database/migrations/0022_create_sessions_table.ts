import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Admin sessions of @adonisjs/session's database store (SESSION_DRIVER=database):
 * the signed session data, the staff member it belongs to (`user_id`, the
 * tag that lets all sessions of one account be ended) and its expiry.
 */
export default class extends BaseSchema {
  protected tableName = 'sessions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 64).primary()
      table.text('data').notNullable()
      table.string('user_id', 32).nullable().index()
      table.timestamp('expires_at', { useTz: true }).notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
