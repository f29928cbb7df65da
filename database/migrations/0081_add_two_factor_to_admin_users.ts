import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Two-factor sign-in (TOTP) for staff: the secret, encrypted with the app key
| (never readable from a database dump alone), when it was turned on, and the
| last 30-second step accepted (a code works once). Recovery codes are
| stored as SHA-256 hashes (they are random, 50 bits each) and used once.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('admin_users', (table) => {
      table.text('two_factor_secret').nullable()
      table.timestamp('two_factor_enabled_at', { useTz: true }).nullable()
      table.bigInteger('two_factor_last_step').nullable()
      table.check(
        '(two_factor_secret IS NULL) = (two_factor_enabled_at IS NULL)',
        [],
        'admin_users_two_factor_complete'
      )
    })
    this.schema.createTable('staff_recovery_codes', (table) => {
      table.bigIncrements('id')
      table
        .integer('admin_user_id')
        .notNullable()
        .references('id')
        .inTable('admin_users')
        .onDelete('CASCADE')
      table.string('code_hash', 64).notNullable()
      table.timestamp('used_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['admin_user_id', 'code_hash'])
    })
  }

  async down() {
    this.schema.dropTable('staff_recovery_codes')
    this.schema.alterTable('admin_users', (table) => {
      table.dropChecks(['admin_users_two_factor_complete'])
      table.dropColumns('two_factor_secret', 'two_factor_enabled_at', 'two_factor_last_step')
    })
  }
}
