import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The publication time an editor wishes with a submission for review (issue
| 39 item 5): approving publishes the record at that time (scheduled), or
| now when none was wished or it has passed.
*/
export default class extends BaseSchema {
  protected tableName = 'review_requests'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('wished_publish_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('wished_publish_at')
    })
  }
}
