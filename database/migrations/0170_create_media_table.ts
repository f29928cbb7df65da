import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The media library (issue #27): a picture is a record of its own (alt text,
| credit, focal point) that events and cities point at (`media_id`). Every
| existing picture becomes one media record per distinct hash.
|
| `image_hash` of events and cities stays, as the database's copy of their
| picture's current file: a composite foreign key (media_id, image_hash) →
| media (id, hash), MATCH FULL, ON UPDATE CASCADE, so a replaced file
| reaches every record using it in the same statement (and their version,
| change log and NOTIFY follow through their own triggers); a BEFORE
| trigger fills image_hash from media_id (and clears it with media_id), so
| writers set media_id only.
| Changing a picture's alt text, credit or focal point moves the version of
| the records using it (their API shape shows those).
|
| Publishing (or scheduling) an event whose picture has no alt text, and
| clearing the alt text of a picture a public event uses, are refused here
| (check_violation, constraint `media_alt_before_publishing`), whatever the
| writer; the admin asks first and says so in staff words.
*/
const OWNERS = ['events', 'cities'] as const
const ALT_REFUSAL = "USING ERRCODE = 'check_violation', CONSTRAINT = 'media_alt_before_publishing'"

export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE TABLE media (
        id serial PRIMARY KEY,
        hash varchar(16) NOT NULL CONSTRAINT media_hash_format CHECK (hash ~ '^[0-9a-f]{16}$'),
        alt text CONSTRAINT media_alt_length CHECK (char_length(btrim(alt)) BETWEEN 1 AND 300),
        credit varchar(200) CONSTRAINT media_credit_length CHECK (char_length(btrim(credit)) >= 1),
        focal_x smallint NOT NULL DEFAULT 50 CONSTRAINT media_focal_x_range CHECK (focal_x BETWEEN 0 AND 100),
        focal_y smallint NOT NULL DEFAULT 50 CONSTRAINT media_focal_y_range CHECK (focal_y BETWEEN 0 AND 100),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT media_id_hash UNIQUE (id, hash)
      )`)
    this.schema.raw(`
      CREATE TRIGGER media_stamp_version BEFORE INSERT OR UPDATE ON media
      FOR EACH ROW EXECUTE FUNCTION stamp_content_version()`)
    this.schema.raw(`
      INSERT INTO media (hash)
      SELECT DISTINCT image_hash FROM (
        SELECT image_hash FROM events UNION SELECT image_hash FROM cities
      ) used WHERE image_hash IS NOT NULL ORDER BY image_hash`)
    for (const table of OWNERS) await this.linkOwner(table)
    this.schema.raw(`
      CREATE FUNCTION image_hash_from_media() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.media_id IS NOT NULL THEN
          SELECT hash INTO NEW.image_hash FROM media WHERE id = NEW.media_id;
        ELSIF TG_OP = 'UPDATE' AND OLD.media_id IS NOT NULL THEN
          NEW.image_hash := NULL;
        END IF;
        RETURN NEW;
      END $$`)
    this.schema.raw(`
      CREATE FUNCTION touch_records_of_media() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE events SET version = version + 1 WHERE media_id = NEW.id AND updated_at <> now();
        UPDATE cities SET version = version + 1 WHERE media_id = NEW.id AND updated_at <> now();
        RETURN NULL;
      END $$`)
    this.schema.raw(`
      CREATE TRIGGER media_touch_records AFTER UPDATE OF alt, credit, focal_x, focal_y ON media
      FOR EACH ROW
      WHEN ((OLD.alt, OLD.credit, OLD.focal_x, OLD.focal_y)
            IS DISTINCT FROM (NEW.alt, NEW.credit, NEW.focal_x, NEW.focal_y))
      EXECUTE FUNCTION touch_records_of_media()`)
    this.guardPublishing()
  }

  /** media_id on `table`, its picture's media record, and the composite key keeping image_hash. */
  private async linkOwner(table: (typeof OWNERS)[number]) {
    this.schema.raw(`ALTER TABLE ${table} ADD COLUMN media_id integer`)
    this.schema.raw(`
      UPDATE ${table} SET media_id = media.id FROM media WHERE media.hash = ${table}.image_hash`)
    this.schema.raw(`
      ALTER TABLE ${table}
        ADD CONSTRAINT ${table}_media FOREIGN KEY (media_id, image_hash)
          REFERENCES media (id, hash) MATCH FULL ON UPDATE CASCADE ON DELETE RESTRICT`)
    this.schema.raw(`CREATE INDEX ${table}_media_id ON ${table} (media_id)`)
  }

  private guardPublishing() {
    for (const table of OWNERS) {
      this.schema.raw(`
        CREATE TRIGGER ${table}_image_hash_from_media
        BEFORE INSERT OR UPDATE OF media_id, image_hash ON ${table}
        FOR EACH ROW EXECUTE FUNCTION image_hash_from_media()`)
    }
    this.schema.raw(`
      CREATE FUNCTION refuse_public_picture_without_alt() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM media WHERE id = NEW.media_id AND alt IS NULL) THEN
          RAISE EXCEPTION 'the picture of event % has no alt text', NEW.id ${ALT_REFUSAL};
        END IF;
        RETURN NEW;
      END $$`)
    const publicWithPicture = "NEW.publication <> 'draft' AND NEW.media_id IS NOT NULL"
    this.schema.raw(`
      CREATE TRIGGER events_picture_alt_on_create BEFORE INSERT ON events
      FOR EACH ROW WHEN (${publicWithPicture})
      EXECUTE FUNCTION refuse_public_picture_without_alt()`)
    /* only when the publication or the picture changes: a replaced file (cascade) is no publishing */
    this.schema.raw(`
      CREATE TRIGGER events_picture_alt_before_publishing
      BEFORE UPDATE OF publication, media_id ON events
      FOR EACH ROW WHEN (${publicWithPicture} AND (OLD.publication, OLD.media_id)
                         IS DISTINCT FROM (NEW.publication, NEW.media_id))
      EXECUTE FUNCTION refuse_public_picture_without_alt()`)
    this.schema.raw(`
      CREATE FUNCTION refuse_clearing_alt_in_use() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM events WHERE media_id = NEW.id AND publication <> 'draft') THEN
          RAISE EXCEPTION 'picture % is used by a public event', NEW.id ${ALT_REFUSAL};
        END IF;
        RETURN NEW;
      END $$`)
    this.schema.raw(`
      CREATE TRIGGER media_alt_in_use BEFORE UPDATE OF alt ON media
      FOR EACH ROW WHEN (NEW.alt IS NULL AND OLD.alt IS NOT NULL)
      EXECUTE FUNCTION refuse_clearing_alt_in_use()`)
  }

  async down() {
    this.schema.raw('DROP TRIGGER IF EXISTS events_picture_alt_before_publishing ON events')
    this.schema.raw('DROP TRIGGER IF EXISTS events_picture_alt_on_create ON events')
    for (const table of OWNERS) {
      this.schema.raw(`DROP TRIGGER IF EXISTS ${table}_image_hash_from_media ON ${table}`)
      this.schema.raw(`ALTER TABLE ${table} DROP COLUMN IF EXISTS media_id`)
    }
    this.schema.raw('DROP TABLE IF EXISTS media')
    this.schema.raw('DROP FUNCTION IF EXISTS refuse_clearing_alt_in_use()')
    this.schema.raw('DROP FUNCTION IF EXISTS refuse_public_picture_without_alt()')
    this.schema.raw('DROP FUNCTION IF EXISTS touch_records_of_media()')
    this.schema.raw('DROP FUNCTION IF EXISTS image_hash_from_media()')
  }
}
