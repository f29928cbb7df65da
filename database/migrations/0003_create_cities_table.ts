import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'cities'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('slug', 80).notNullable().unique()
      table.string('name', 120).notNullable()
      table.string('country', 120).notNullable()
      table.specificType('country_code', 'char(2)').notNullable()
      table.string('timezone', 64).notNullable()
      table.text('summary').notNullable()
      table.string('festival_name', 160).notNullable()
      /* Absolute URLs, or paths on APP_URL (starting with "/") */
      table.text('city_guide_url').notNullable()
      table.text('festival_url').notNullable()
      table.text('halloween_url').nullable()
      table.text('about').notNullable().defaultTo('')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`
      ALTER TABLE cities
        ADD CONSTRAINT cities_slug_format CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        ADD CONSTRAINT cities_country_code_format CHECK (country_code ~ '^[A-Z]{2}$'),
        ADD CONSTRAINT cities_name_not_blank CHECK (btrim(name) <> ''),
        ADD CONSTRAINT cities_country_not_blank CHECK (btrim(country) <> ''),
        ADD COLUMN name_folded text GENERATED ALWAYS AS (search_fold(name)) STORED,
        ADD COLUMN country_folded text GENERATED ALWAYS AS (search_fold(country)) STORED
    `)
    this.schema.raw('CREATE INDEX cities_name_sort ON cities (name, id)')
    this.schema.raw(
      'CREATE INDEX cities_name_folded_trgm ON cities USING gin (name_folded gin_trgm_ops)'
    )
    this.schema.raw('CREATE INDEX cities_country_folded ON cities (country_folded)')
    this.schema.raw('CREATE INDEX cities_country_code ON cities (country_code)')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
