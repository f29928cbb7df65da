import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Markdown documents for the docs MCP server: blog guides for international
 * students, FAQ entries and policies. City guides and the pricing document
 * are generated from their own tables, so they are not stored here.
 */
export default class extends BaseSchema {
  protected tableName = 'docs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('slug', 120).notNullable().unique()
      table.string('kind', 16).notNullable()
      table.string('title', 200).notNullable()
      table.text('summary').notNullable().defaultTo('')
      table.text('body').notNullable()
      table.integer('city_id').nullable().references('id').inTable('cities').onDelete('SET NULL')
      table.boolean('published').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`
      ALTER TABLE docs
        ADD CONSTRAINT docs_kind_enum CHECK (kind IN ('blog', 'faq', 'policy')),
        ADD CONSTRAINT docs_slug_format CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        ADD CONSTRAINT docs_title_not_blank CHECK (btrim(title) <> ''),
        ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', search_fold(title)), 'A') ||
          setweight(to_tsvector('english', search_fold(summary)), 'B') ||
          setweight(to_tsvector('english', search_fold(body)), 'C')
        ) STORED
    `)
    this.schema.raw('CREATE INDEX docs_search_vector ON docs USING gin (search_vector)')
    this.schema.raw('CREATE INDEX docs_kind ON docs (kind, slug)')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
