import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| A city guide's draft keeps its picture as a picture of the media library
| (0170), like the city: `media_id`, with `image_hash` the database's copy of
| its file (composite key ON UPDATE CASCADE, so a replaced file reaches the
| draft too; filled from media_id by the same trigger function as events and
| cities). Publishing the draft gives the city its media_id.
| Drafts made before the library get their picture's media record by hash
| (made when there is none).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw('ALTER TABLE city_guide_drafts ADD COLUMN media_id integer')
    this.schema.raw(`
      INSERT INTO media (hash)
      SELECT DISTINCT image_hash FROM city_guide_drafts d
      WHERE image_hash IS NOT NULL AND NOT EXISTS (SELECT 1 FROM media WHERE media.hash = d.image_hash)`)
    this.schema.raw(`
      UPDATE city_guide_drafts d SET media_id = (
        SELECT min(media.id) FROM media WHERE media.hash = d.image_hash
      ) WHERE image_hash IS NOT NULL`)
    this.schema.raw(`
      ALTER TABLE city_guide_drafts
        ADD CONSTRAINT city_guide_drafts_media FOREIGN KEY (media_id, image_hash)
          REFERENCES media (id, hash) MATCH FULL ON UPDATE CASCADE ON DELETE RESTRICT`)
    this.schema.raw('CREATE INDEX city_guide_drafts_media_id ON city_guide_drafts (media_id)')
    this.schema.raw(`
      CREATE TRIGGER city_guide_drafts_image_hash_from_media
      BEFORE INSERT OR UPDATE OF media_id, image_hash ON city_guide_drafts
      FOR EACH ROW EXECUTE FUNCTION image_hash_from_media()`)
  }

  async down() {
    this.schema.raw(
      'DROP TRIGGER IF EXISTS city_guide_drafts_image_hash_from_media ON city_guide_drafts'
    )
    this.schema.raw('ALTER TABLE city_guide_drafts DROP COLUMN IF EXISTS media_id')
  }
}
