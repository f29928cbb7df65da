import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Drafts of city guides (issue #27): the guide form's values and the picture
 * a city will have once its draft is published, beside the published rows
 * the public reads. At most one draft per city; it goes with its city.
 * `base_version` is the city's version the draft was made from (a publish
 * over a newer version is a conflict); `version` moves on each draft save.
 * A draft with `publish_at` is published at that time.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('city_guide_drafts', (table) => {
      table.integer('city_id').primary().references('id').inTable('cities').onDelete('CASCADE')
      table.jsonb('input').notNullable()
      table.string('image_hash', 64).nullable()
      table.timestamp('publish_at', { useTz: true }).nullable()
      table.integer('base_version').notNullable()
      table.integer('version').notNullable().defaultTo(1)
      table
        .integer('updated_by')
        .nullable()
        .references('id')
        .inTable('admin_users')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.check(`jsonb_typeof(??) = 'object'`, ['input'], 'city_guide_drafts_input_object')
      table.check('?? >= 1', ['version'], 'city_guide_drafts_version_positive')
    })
    this.schema.raw(
      'CREATE INDEX city_guide_drafts_due ON city_guide_drafts (publish_at) WHERE publish_at IS NOT NULL'
    )
  }

  async down() {
    this.schema.dropTable('city_guide_drafts')
  }
}
