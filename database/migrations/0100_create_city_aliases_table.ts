import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Other names staff give a city or its country ("Wien", "Prag", "Holland",
| "England"), edited in the city form next to the guide lists. The place-name
| resolver (app/services/catalog/place_names.ts) reads them with the city's
| own name and slug and the country names Intl.DisplayNames knows.
|
| A child of its city like the guide lists: deleted with it, its changes
| move the city's version (change feed, conflict detection) and, like every
| content table, send NOTIFY content_changes so the read caches drop answers
| that depended on it. `name_folded` is how the name compares (no accents,
| lower case); one city does not carry the same name twice for one kind.
*/
export default class extends BaseSchema {
  protected tableName = 'city_aliases'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('city_id').notNullable().references('id').inTable('cities').onDelete('CASCADE')
      table.string('name', 120).notNullable()
      /* 'city': another name of the city; 'country': another name of its country */
      table.string('kind', 16).notNullable().defaultTo('city')
      table.integer('position').notNullable().defaultTo(0)
      table.check('?? >= 0', ['position'], 'city_aliases_position_non_negative')
      table.index(['city_id', 'position'], 'city_aliases_city_position')
    })
    this.schema.raw(`
      ALTER TABLE city_aliases
        ADD CONSTRAINT city_aliases_kind_enum CHECK (kind IN ('city', 'country')),
        ADD CONSTRAINT city_aliases_name_not_blank CHECK (btrim(name) <> ''),
        ADD COLUMN name_folded text GENERATED ALWAYS AS (public.search_fold(btrim(name))) STORED,
        ADD CONSTRAINT city_aliases_unique_name UNIQUE (city_id, kind, name_folded)
    `)
    this.schema.raw(`
      CREATE TRIGGER city_aliases_touch_parent AFTER INSERT OR UPDATE OR DELETE ON city_aliases
      FOR EACH ROW EXECUTE FUNCTION touch_cities_by_city_id()`)
    this.schema.raw(`
      CREATE TRIGGER city_aliases_notify_change
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON city_aliases
      FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change()`)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
