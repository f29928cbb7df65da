import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Staff roles (issue #15): `admin` may do everything, `editor` edits content
 * only. Accounts that existed before roles could do everything: they become
 * admins, and so does an account made without naming a role.
 */
export default class extends BaseSchema {
  protected tableName = 'admin_users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('role', 16).notNullable().defaultTo('admin')
    })
    this.schema.raw(
      "ALTER TABLE admin_users ADD CONSTRAINT admin_users_role_enum CHECK (role IN ('admin', 'editor'))"
    )
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('role')
    })
  }
}
