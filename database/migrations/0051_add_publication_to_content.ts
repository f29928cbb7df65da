import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Drafts and scheduled publishing (issue #15) for events, partners and docs:
| `publication` is `draft`, `published` or `scheduled` (with `publish_at`);
| `unpublish_at` optionally takes a published or scheduled record off again.
| What is public now is derived from the clock when read (like an event's
| status), so a scheduled record appears at its time with no one present.
| Existing rows migrate as published (docs: their `published` flag decides).
*/
const TABLES = ['events', 'partners', 'docs'] as const

function constraints(table: string) {
  return `
    ALTER TABLE ${table}
      ADD CONSTRAINT ${table}_publication_enum
        CHECK (publication IN ('draft', 'published', 'scheduled')),
      ADD CONSTRAINT ${table}_scheduled_has_publish_at
        CHECK ((publication = 'scheduled') = (publish_at IS NOT NULL)),
      ADD CONSTRAINT ${table}_draft_has_no_unpublish_at
        CHECK (publication <> 'draft' OR unpublish_at IS NULL),
      ADD CONSTRAINT ${table}_unpublish_after_publish
        CHECK (unpublish_at IS NULL OR publish_at IS NULL OR unpublish_at > publish_at)`
}

export default class extends BaseSchema {
  async up() {
    for (const table of TABLES) {
      this.schema.alterTable(table, (columns) => {
        columns.string('publication', 16).notNullable().defaultTo('published')
        columns.timestamp('publish_at', { useTz: true }).nullable()
        columns.timestamp('unpublish_at', { useTz: true }).nullable()
      })
      this.schema.raw(constraints(table))
      /* the next instants at which something appears or goes (read-cache expiry) */
      this.schema.raw(
        `CREATE INDEX ${table}_publish_at ON ${table} (publish_at) WHERE publish_at IS NOT NULL`
      )
      this.schema.raw(
        `CREATE INDEX ${table}_unpublish_at ON ${table} (unpublish_at) WHERE unpublish_at IS NOT NULL`
      )
    }
    this.schema.raw("UPDATE docs SET publication = 'draft' WHERE NOT published")
    this.schema.alterTable('docs', (columns) => columns.dropColumn('published'))
  }

  async down() {
    this.schema.alterTable('docs', (columns) => {
      columns.boolean('published').notNullable().defaultTo(true)
    })
    this.schema.raw("UPDATE docs SET published = (publication <> 'draft')")
    for (const table of TABLES) {
      this.schema.alterTable(table, (columns) => {
        columns.dropColumns('publication', 'publish_at', 'unpublish_at')
      })
    }
  }
}
