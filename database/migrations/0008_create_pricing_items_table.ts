import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Editable pricing content: what is free, paid packages, and the refund and
 * fee policies. Ticket prices themselves live on ticket_options.
 */
export default class extends BaseSchema {
  protected tableName = 'pricing_items'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('section', 32).notNullable()
      table.string('slug', 80).notNullable().unique()
      table.string('title', 160).notNullable()
      table.text('description').notNullable()
      table.decimal('price', 10, 2).nullable()
      table.specificType('currency', 'char(3)').nullable()
      table.integer('position').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`
      ALTER TABLE pricing_items
        ADD CONSTRAINT pricing_items_section_enum
          CHECK (section IN ('free', 'package', 'refund_policy', 'fee_policy')),
        ADD CONSTRAINT pricing_items_slug_format CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        ADD CONSTRAINT pricing_items_price_with_currency
          CHECK ((price IS NULL) = (currency IS NULL)),
        ADD CONSTRAINT pricing_items_price_non_negative CHECK (price IS NULL OR price >= 0),
        ADD CONSTRAINT pricing_items_currency_format
          CHECK (currency IS NULL OR currency ~ '^[A-Z]{3}$'),
        ADD CONSTRAINT pricing_items_package_has_price
          CHECK (section <> 'package' OR price IS NOT NULL)
    `)
    this.schema.raw('CREATE INDEX pricing_items_section_sort ON pricing_items (section, position)')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
