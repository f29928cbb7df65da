import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The e-mailed links with which staff set a password: an invitation for a new
 * account, or a password reset. Only a SHA-256 of the link's token is kept;
 * a link works once (`used_at`) and until `expires_at`.
 */
export default class extends BaseSchema {
  protected tableName = 'staff_account_links'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table
        .integer('admin_user_id')
        .notNullable()
        .references('id')
        .inTable('admin_users')
        .onDelete('CASCADE')
      table.string('purpose', 16).notNullable()
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('used_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['admin_user_id'])
    })
    this.schema.raw(`
      ALTER TABLE staff_account_links
        ADD CONSTRAINT staff_account_links_purpose_enum CHECK (purpose IN ('invitation', 'reset')),
        ADD CONSTRAINT staff_account_links_token_hash_hex CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        ADD CONSTRAINT staff_account_links_expiry_after_creation CHECK (expires_at > created_at)`)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
