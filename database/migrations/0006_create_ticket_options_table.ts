import { BaseSchema } from '@adonisjs/lucid/schema'

/** Ticket rounds of an event (early bird, regular, at the door...). */
export default class extends BaseSchema {
  protected tableName = 'ticket_options'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .string('event_id', 120)
        .notNullable()
        .references('id')
        .inTable('events')
        .onDelete('CASCADE')
        .onUpdate('CASCADE')
      table.string('name', 120).notNullable()
      table.decimal('price', 10, 2).notNullable()
      table.specificType('currency', 'char(3)').notNullable()
      table.integer('position').notNullable().defaultTo(0)
      table.index(['event_id', 'position'], 'ticket_options_event_position')
    })
    this.schema.raw(`
      ALTER TABLE ticket_options
        ADD CONSTRAINT ticket_options_price_non_negative CHECK (price >= 0),
        ADD CONSTRAINT ticket_options_currency_format CHECK (currency ~ '^[A-Z]{3}$'),
        ADD CONSTRAINT ticket_options_position_non_negative CHECK (position >= 0),
        ADD CONSTRAINT ticket_options_name_not_blank CHECK (btrim(name) <> '')
    `)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
