import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| A ticket round may be listed before its price is known: price NULL means
| "to be announced" (the API answers null; never 0, which means free).
| Going back needs every round priced again (the down migration refuses otherwise).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw('ALTER TABLE ticket_options ALTER COLUMN price DROP NOT NULL')
  }

  async down() {
    this.schema.raw('ALTER TABLE ticket_options ALTER COLUMN price SET NOT NULL')
  }
}
