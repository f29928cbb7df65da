import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'admin_users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('email', 254).notNullable()
      table.string('full_name', 120).nullable()
      table.string('password', 255).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('CREATE UNIQUE INDEX admin_users_email_unique ON admin_users (lower(email))')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
