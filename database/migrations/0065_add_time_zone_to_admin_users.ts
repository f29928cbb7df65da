import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Each staff member's own time zone (issue #16): the panel shows every time
 * in it. NULL means the service's STAFF_TIMEZONE. The app checks the name is
 * an IANA zone; the database keeps it short and not blank.
 */
export default class extends BaseSchema {
  protected tableName = 'admin_users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('time_zone', 64).nullable()
    })
    this.schema.raw(
      "ALTER TABLE admin_users ADD CONSTRAINT admin_users_time_zone_not_blank CHECK (time_zone IS NULL OR time_zone ~ '^[A-Za-z0-9_+/-]+$')"
    )
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('time_zone')
    })
  }
}
