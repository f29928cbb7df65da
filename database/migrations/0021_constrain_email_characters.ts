import { BaseSchema } from '@adonisjs/lucid/schema'

/** No stored e-mail address holds a control character (#validators/email keeps the same rule). */
const EMAIL_TABLES = ['admin_users', 'contact_messages', 'waitlist_entries']

const constraintName = (table: string) => `${table}_email_no_control_characters`

export default class extends BaseSchema {
  async up() {
    for (const table of EMAIL_TABLES) {
      this.schema.raw(
        `ALTER TABLE ${table} ADD CONSTRAINT ${constraintName(table)} CHECK (email !~ '[[:cntrl:]]')`
      )
    }
  }

  async down() {
    for (const table of EMAIL_TABLES) {
      this.schema.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${constraintName(table)}`)
    }
  }
}
