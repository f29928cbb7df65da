import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The admin events list pages its default order (upcoming soonest first,
| then past latest first) on the (start_at, id) index, one part at a time
| (app/admin/resources/event/list.ts). "Has not ended" says nothing about
| start_at, so the index would be read from the oldest event; bounded by
| the longest and the shortest event (end − start), both ends of this
| index, each part reads only the index range it can be in.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'CREATE INDEX events_duration ON events ((coalesce(end_at, start_at) - start_at))'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX events_duration')
  }
}
