import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      /* The stable public id used in paths, e.g. "berlin-halloween-2026" */
      table.string('id', 120).primary()
      table.string('type', 32).notNullable()
      /* An event outside the listed cities keeps its own city name */
      table.integer('city_id').nullable().references('id').inTable('cities').onDelete('SET NULL')
      table.string('city_name', 120).notNullable()
      table.string('name', 200).notNullable()
      table.timestamp('start_at', { useTz: true }).notNullable()
      table.timestamp('end_at', { useTz: true }).nullable()
      table.string('timezone', 64).nullable()
      table.string('venue_name', 200).nullable()
      table.string('venue_address', 300).nullable()
      table.smallint('age_min').nullable()
      table.text('url').notNullable()
      table.boolean('waitlist_open').notNullable().defaultTo(false)
      table.text('whatsapp_group').nullable()
      table.text('entry_rule').nullable()
      table.string('ticket_status', 16).notNullable()
      table.text('buy_url').notNullable()
      table.text('ticket_note').notNullable().defaultTo('')
      table.timestamp('sales_open_at', { useTz: true }).nullable()
      /* Early access (a presale for the community) is absent when the text is null */
      table.text('early_access_description').nullable()
      table.timestamp('early_access_starts_at', { useTz: true }).nullable()
      table.timestamp('early_access_ends_at', { useTz: true }).nullable()
      table.text('early_access_url').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`
      ALTER TABLE events
        ADD CONSTRAINT events_id_format CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        ADD CONSTRAINT events_type_enum
          CHECK (type IN ('halloween', 'welcome_festival', 'semester_kickoff', 'orientation_week')),
        ADD CONSTRAINT events_ticket_status_enum
          CHECK (ticket_status IN ('on_sale', 'opens_soon', 'coming_soon', 'see_page', 'ended')),
        ADD CONSTRAINT events_opens_soon_needs_sales_open_at
          CHECK (ticket_status <> 'opens_soon' OR sales_open_at IS NOT NULL),
        ADD CONSTRAINT events_end_after_start CHECK (end_at IS NULL OR end_at >= start_at),
        ADD CONSTRAINT events_age_min_range CHECK (age_min IS NULL OR age_min BETWEEN 0 AND 99),
        ADD CONSTRAINT events_venue_address_needs_name
          CHECK (venue_address IS NULL OR venue_name IS NOT NULL),
        ADD CONSTRAINT events_early_access_window
          CHECK (early_access_ends_at IS NULL OR early_access_starts_at IS NULL
                 OR early_access_ends_at >= early_access_starts_at),
        ADD CONSTRAINT events_name_not_blank CHECK (btrim(name) <> ''),
        ADD COLUMN city_name_folded text GENERATED ALWAYS AS (search_fold(city_name)) STORED
    `)
    this.schema.raw('CREATE INDEX events_start_sort ON events (start_at, id)')
    this.schema.raw('CREATE INDEX events_city_start ON events (city_id, start_at, id)')
    this.schema.raw('CREATE INDEX events_type_start ON events (type, start_at, id)')
    this.schema.raw('CREATE INDEX events_city_name_folded ON events (city_name_folded)')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
