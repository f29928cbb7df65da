import { BaseSchema } from '@adonisjs/lucid/schema'
import type { Knex } from 'knex'

/**
 * Guide content belongs to its city: deleting a city deletes its guide
 * (ON DELETE CASCADE). `position` orders the rows within one city.
 */
const GUIDE_TABLES: Record<string, (table: Knex.CreateTableBuilder) => void> = {
  city_costs: (table) => {
    table.string('label', 120).notNullable()
    table.string('value', 120).notNullable()
  },
  city_universities: (table) => {
    table.string('name', 200).notNullable()
    table.text('url').notNullable()
  },
  city_neighbourhoods: (table) => {
    table.string('name', 120).notNullable()
    table.text('description').notNullable()
  },
  city_housing_tips: (table) => {
    table.text('tip').notNullable()
  },
  city_places: (table) => {
    table.string('name', 160).notNullable()
    table.string('category', 40).notNullable()
    table.text('description').notNullable()
    table.text('url').nullable()
  },
}

export default class extends BaseSchema {
  async up() {
    for (const [name, columns] of Object.entries(GUIDE_TABLES)) {
      this.schema.createTable(name, (table) => {
        table.increments('id')
        table
          .integer('city_id')
          .notNullable()
          .references('id')
          .inTable('cities')
          .onDelete('CASCADE')
        columns(table)
        table.integer('position').notNullable().defaultTo(0)
        table.check('?? >= 0', ['position'], `${name}_position_non_negative`)
        table.index(['city_id', 'position'], `${name}_city_position`)
      })
    }
    this.schema.raw(`
      ALTER TABLE city_places ADD CONSTRAINT city_places_category_enum
        CHECK (category IN ('food', 'nightlife', 'culture', 'study', 'outdoors', 'shopping', 'sport'))
    `)
  }

  async down() {
    for (const name of Object.keys(GUIDE_TABLES).reverse()) {
      this.schema.dropTable(name)
    }
  }
}
