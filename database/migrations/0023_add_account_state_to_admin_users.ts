import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `disabled_at`: a disabled account cannot sign in and its sessions are gone.
 * The sign-in columns tell staff whether their account was under attack:
 * failed attempts since the last successful sign-in, and when the last was.
 */
export default class extends BaseSchema {
  protected tableName = 'admin_users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('disabled_at', { useTz: true }).nullable()
      table.timestamp('last_sign_in_at', { useTz: true }).nullable()
      table.integer('failed_sign_ins').notNullable().defaultTo(0)
      table.timestamp('last_failed_sign_in_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      'ALTER TABLE admin_users ADD CONSTRAINT admin_users_failed_sign_ins_non_negative CHECK (failed_sign_ins >= 0)'
    )
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumns(
        'disabled_at',
        'last_sign_in_at',
        'failed_sign_ins',
        'last_failed_sign_in_at'
      )
    })
  }
}
