import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Sessions that end for good. Each staff account has a session epoch that
| every signed-in session carries; the database moves it on whenever the
| password changes or the account is disabled (whoever writes: panel, link,
| node ace, SQL) and the panel moves it for "sign out everywhere", so no
| older session is honoured again. A destroyed session stays as a tombstone
| (`revoked_at`) until it would have expired, so a request still running on
| it cannot write it back into existence.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('admin_users', (table) => {
      table.integer('session_epoch').notNullable().defaultTo(0)
    })
    this.schema.alterTable('sessions', (table) => {
      table.timestamp('revoked_at', { useTz: true }).nullable()
    })
    this.schema.raw(`
      CREATE FUNCTION move_session_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.password IS DISTINCT FROM OLD.password
          OR (NEW.disabled_at IS NOT NULL AND OLD.disabled_at IS NULL) THEN
          NEW.session_epoch := OLD.session_epoch + 1;
        END IF;
        RETURN NEW;
      END $$`)
    this.schema.raw(`
      CREATE TRIGGER admin_users_move_session_epoch BEFORE UPDATE OF password, disabled_at
      ON admin_users FOR EACH ROW EXECUTE FUNCTION move_session_epoch()`)
  }

  async down() {
    this.schema.raw('DROP TRIGGER admin_users_move_session_epoch ON admin_users')
    this.schema.raw('DROP FUNCTION move_session_epoch()')
    this.schema.alterTable('sessions', (table) => table.dropColumn('revoked_at'))
    this.schema.alterTable('admin_users', (table) => table.dropColumn('session_epoch'))
  }
}
