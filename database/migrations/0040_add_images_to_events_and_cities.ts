import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| An optional image per event and per city: the content hash that names its
| re-encoded variants in the media storage (app/services/images). Null: no
| image. The variants themselves live in @adonisjs/drive, not in the database.
*/
const TABLES = ['events', 'cities']

export default class extends BaseSchema {
  async up() {
    for (const table of TABLES) {
      this.schema.raw(`
        ALTER TABLE ${table} ADD COLUMN image_hash varchar(16)
          CONSTRAINT ${table}_image_hash_format CHECK (image_hash ~ '^[0-9a-f]{16}$')`)
    }
  }

  async down() {
    for (const table of TABLES) {
      this.schema.raw(`ALTER TABLE ${table} DROP COLUMN image_hash`)
    }
  }
}
