import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The change signal of the read cache: any committed change to a content
| table, by any writer (admin panel, ace command, seeder, SQL console), sends
| `NOTIFY content_changes, '<table>'`. NOTIFY is transactional: it is
| delivered at commit, and never for a rolled-back transaction.
*/
const CONTENT_TABLES = [
  'cities',
  'city_costs',
  'city_universities',
  'city_neighbourhoods',
  'city_housing_tips',
  'city_places',
  'events',
  'ticket_options',
  'partners',
  'partner_links',
  'pricing_items',
  'docs',
]

export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE FUNCTION notify_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('content_changes', TG_TABLE_NAME);
        RETURN NULL;
      END $$`)
    for (const table of CONTENT_TABLES) {
      this.schema.raw(`
        CREATE TRIGGER ${table}_notify_change
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change()`)
    }
  }

  async down() {
    for (const table of CONTENT_TABLES) {
      this.schema.raw(`DROP TRIGGER IF EXISTS ${table}_notify_change ON ${table}`)
    }
    this.schema.raw('DROP FUNCTION IF EXISTS notify_content_change()')
  }
}
