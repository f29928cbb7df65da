import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| When a staff account's password last changed, kept by the database
| whoever writes it (the panel, an e-mailed link, node ace): the history of
| staff accounts shows this instant instead of anything about the password.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('admin_users', (table) => {
      table.timestamp('password_changed_at', { useTz: true }).nullable()
    })
    this.schema.raw(`
      CREATE FUNCTION stamp_password_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.password IS DISTINCT FROM OLD.password THEN NEW.password_changed_at := now(); END IF;
        RETURN NEW;
      END $$`)
    this.schema.raw(`
      CREATE TRIGGER admin_users_stamp_password_change BEFORE UPDATE OF password ON admin_users
      FOR EACH ROW EXECUTE FUNCTION stamp_password_change()`)
  }

  async down() {
    this.schema.raw('DROP TRIGGER admin_users_stamp_password_change ON admin_users')
    this.schema.raw('DROP FUNCTION stamp_password_change()')
    this.schema.alterTable('admin_users', (table) => table.dropColumn('password_changed_at'))
  }
}
