import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Ticket availability as data: a round is sold out or not, as staff set it
| (never derived from the clock, never free text in the ticket note). An
| event is sold out when every one of its rounds is (the serializer and the
| `sold_out` filter say so; no second column to keep in step). Existing
| rounds stay on sale.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('ticket_options', (table) => {
      table.boolean('sold_out').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable('ticket_options', (table) => {
      table.dropColumn('sold_out')
    })
  }
}
