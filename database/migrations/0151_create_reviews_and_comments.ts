import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Review before publish (issue #27): a draft sent for review waits until an
 * admin approves it (it is published) or sends it back with a comment; at
 * most one request waits per record. Comments can be left on any record.
 */
const ENTITY_TYPES = "('event', 'city', 'partner', 'pricing_item', 'doc')"

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('review_requests', (table) => {
      table.bigIncrements('id')
      table.string('entity_type', 32).notNullable()
      table.string('entity_id', 120).notNullable()
      table
        .integer('requested_by')
        .nullable()
        .references('id')
        .inTable('admin_users')
        .onDelete('SET NULL')
      table.string('state', 16).notNullable().defaultTo('pending')
      table
        .integer('decided_by')
        .nullable()
        .references('id')
        .inTable('admin_users')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('decided_at', { useTz: true }).nullable()
      table.index(['entity_type', 'entity_id'])
    })
    this.schema.raw(`
      ALTER TABLE review_requests
        ADD CONSTRAINT review_requests_entity_enum CHECK (entity_type IN ${ENTITY_TYPES}),
        ADD CONSTRAINT review_requests_state_enum CHECK (state IN ('pending', 'approved', 'sent_back')),
        ADD CONSTRAINT review_requests_decided CHECK ((state = 'pending') = (decided_at IS NULL))`)
    this.schema.raw(`
      CREATE UNIQUE INDEX review_requests_one_pending ON review_requests (entity_type, entity_id)
      WHERE state = 'pending'`)

    this.schema.createTable('record_comments', (table) => {
      table.bigIncrements('id')
      table.string('entity_type', 32).notNullable()
      table.string('entity_id', 120).notNullable()
      table
        .integer('admin_user_id')
        .nullable()
        .references('id')
        .inTable('admin_users')
        .onDelete('SET NULL')
      table.string('author_email', 254).nullable()
      table.text('body').notNullable()
      table
        .bigInteger('review_request_id')
        .nullable()
        .references('id')
        .inTable('review_requests')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['entity_type', 'entity_id', 'created_at'])
    })
    this.schema.raw(`
      ALTER TABLE record_comments
        ADD CONSTRAINT record_comments_entity_enum CHECK (entity_type IN ${ENTITY_TYPES}),
        ADD CONSTRAINT record_comments_body_length CHECK (char_length(body) BETWEEN 1 AND 5000)`)
  }

  async down() {
    this.schema.dropTable('record_comments')
    this.schema.dropTable('review_requests')
  }
}
