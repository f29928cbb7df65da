import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Conflict detection in the admin panel (a save based on an older version
| is refused) needs a version on every record staff edit. Events, cities
| and partners have one since 0030; pricing items and docs get the same
| column and the same trigger (stamp_content_version: one more per real
| change, whoever writes).
|
| Each audit entry also keeps the record's version right after the change
| (`record_version`), filled by the database from the record's own row, so
| the history can say "version 7" and a conflict page can name who made
| the versions a form has not seen.
*/

/** Tables getting a version, and their generated columns (not content). */
const NEWLY_VERSIONED = [
  { table: 'pricing_items', generated: [] as string[] },
  { table: 'docs', generated: ['search_vector'] },
]

/** The table of each audited record type (staff accounts have no version). */
const TABLE_OF_ENTITY = {
  event: 'events',
  city: 'cities',
  partner: 'partners',
  pricing_item: 'pricing_items',
  doc: 'docs',
}

const sqlArgs = (values: string[]) => values.map((value) => `'${value}'`).join(', ')

const lookups = Object.entries(TABLE_OF_ENTITY)
  .map(
    ([type, table]) => `
        WHEN '${type}' THEN
          SELECT version INTO NEW.record_version FROM ${table} WHERE id::text = NEW.entity_id;`
  )
  .join('')

export default class extends BaseSchema {
  async up() {
    for (const { table, generated } of NEWLY_VERSIONED) {
      this.schema.raw(`ALTER TABLE ${table} ADD COLUMN version integer NOT NULL DEFAULT 1`)
      this.schema.raw(`
        CREATE TRIGGER ${table}_stamp_version BEFORE INSERT OR UPDATE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION stamp_content_version(${sqlArgs(generated)})`)
    }
    this.schema.raw('ALTER TABLE audit_logs ADD COLUMN record_version integer')
    this.schema.raw(`
      CREATE FUNCTION stamp_audit_record_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        CASE NEW.entity_type ${lookups}
          ELSE NULL;
        END CASE;
        RETURN NEW;
      END $$`)
    this.schema.raw(`
      CREATE TRIGGER audit_logs_stamp_record_version BEFORE INSERT ON audit_logs
      FOR EACH ROW EXECUTE FUNCTION stamp_audit_record_version()`)
  }

  async down() {
    this.schema.raw('DROP TRIGGER IF EXISTS audit_logs_stamp_record_version ON audit_logs')
    this.schema.raw('DROP FUNCTION IF EXISTS stamp_audit_record_version()')
    this.schema.raw('ALTER TABLE audit_logs DROP COLUMN IF EXISTS record_version')
    for (const { table } of NEWLY_VERSIONED) {
      this.schema.raw(`DROP TRIGGER IF EXISTS ${table}_stamp_version ON ${table}`)
      this.schema.raw(`ALTER TABLE ${table} DROP COLUMN IF EXISTS version`)
    }
  }
}
