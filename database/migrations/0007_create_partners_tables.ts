import { BaseSchema } from '@adonisjs/lucid/schema'

const PARTNER_CATEGORIES = [
  'banking',
  'mobile',
  'travel',
  'food',
  'housing',
  'shopping',
  'education',
  'insurance',
  'fitness',
  'entertainment',
] as const
const PARTNER_KINDS = ['discount_code', 'referral_link', 'student_offer', 'free_trial'] as const

const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ')

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('partners', (table) => {
      table.increments('id')
      table.string('slug', 80).notNullable().unique()
      table.string('name', 120).notNullable()
      table.string('category', 32).notNullable()
      table.string('kind', 32).notNullable()
      table.text('description').notNullable()
      table.text('deal').notNullable()
      table.string('code', 64).nullable()
      table.integer('position').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`
      ALTER TABLE partners
        ADD CONSTRAINT partners_slug_format CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        ADD CONSTRAINT partners_category_enum CHECK (category IN (${sqlList(PARTNER_CATEGORIES)})),
        ADD CONSTRAINT partners_kind_enum CHECK (kind IN (${sqlList(PARTNER_KINDS)})),
        ADD CONSTRAINT partners_code_needs_code_kind CHECK (kind <> 'discount_code' OR code IS NOT NULL),
        ADD CONSTRAINT partners_name_not_blank CHECK (btrim(name) <> ''),
        ADD COLUMN search_folded text GENERATED ALWAYS AS
          (search_fold(name || ' ' || description || ' ' || deal)) STORED
    `)
    this.schema.raw('CREATE INDEX partners_category_sort ON partners (category, position, name)')
    this.schema.raw('CREATE INDEX partners_sort ON partners (position, name, id)')
    this.schema.raw(
      'CREATE INDEX partners_search_trgm ON partners USING gin (search_folded gin_trgm_ops)'
    )

    this.schema.createTable('partner_links', (table) => {
      table.increments('id')
      table
        .integer('partner_id')
        .notNullable()
        .references('id')
        .inTable('partners')
        .onDelete('CASCADE')
      table.string('label', 120).notNullable()
      table.text('url').notNullable()
      table.integer('position').notNullable().defaultTo(0)
      table.index(['partner_id', 'position'], 'partner_links_partner_position')
    })
  }

  async down() {
    this.schema.dropTable('partner_links')
    this.schema.dropTable('partners')
  }
}
