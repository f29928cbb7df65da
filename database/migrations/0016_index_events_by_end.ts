import { BaseSchema } from '@adonisjs/lucid/schema'

/** Lets "not ended yet" (the default upcoming filter) use indexes instead of a scan. */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE INDEX events_end_at ON events (end_at) WHERE end_at IS NOT NULL')
    this.schema.raw(
      'CREATE INDEX events_start_without_end ON events (start_at) WHERE end_at IS NULL'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS events_start_without_end')
    this.schema.raw('DROP INDEX IF EXISTS events_end_at')
  }
}
