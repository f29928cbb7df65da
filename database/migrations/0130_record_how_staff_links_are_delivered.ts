import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| A staff link is e-mailed, or copied by an admin from the staff page (no
| SMTP needed; shown once). The history of the account says which, through
| its open links (app/services/admin/staff_audit.ts).
*/
export default class extends BaseSchema {
  protected tableName = 'staff_account_links'

  async up() {
    this.schema.raw(`
      ALTER TABLE staff_account_links
        ADD COLUMN delivery varchar(8) NOT NULL DEFAULT 'email',
        ADD CONSTRAINT staff_account_links_delivery_enum CHECK (delivery IN ('email', 'copied'))`)
  }

  async down() {
    this.schema.raw(`
      ALTER TABLE staff_account_links
        DROP CONSTRAINT IF EXISTS staff_account_links_delivery_enum,
        DROP COLUMN IF EXISTS delivery`)
  }
}
