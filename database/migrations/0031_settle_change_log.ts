import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  APPEND_CHANGE_FUNCTION,
  PRUNE_CHANGE_LOG_FUNCTION,
  TOUCH_EVENTS_OF_CITY_FUNCTION,
  touchParentFunction,
} from '#database/migrations/0030_track_content_changes'

/*
| Brings a database that ran the first draft of 0030 (merged briefly into
| main) to its final shape: `change_log.id` (a plain sequence) instead of the
| identity column `position`, `change_log_prunes` instead of the one-row
| `change_log_horizon`, no CHECK on `version` (the trigger keeps it), and the
| final functions. On a database that ran the final 0030 it only replaces the
| functions with the same text. Its down leaves the final shape in place
| (0030's down removes all of it).
*/
const DRAFT_TO_FINAL = `
  DO $$
  DECLARE
    last_position bigint;
  BEGIN
    IF EXISTS (SELECT 1 FROM information_schema.columns
               WHERE table_schema = 'public' AND table_name = 'change_log'
                 AND column_name = 'position') THEN
      ALTER TABLE change_log RENAME COLUMN position TO id;
      ALTER TABLE change_log ALTER COLUMN id DROP IDENTITY;
      CREATE SEQUENCE change_log_id_seq OWNED BY change_log.id;
      ALTER TABLE change_log ALTER COLUMN id SET DEFAULT nextval('change_log_id_seq');
    END IF;
    IF to_regclass('public.change_log_horizon') IS NOT NULL THEN
      CREATE TABLE change_log_prunes (
        id serial PRIMARY KEY,
        pruned_through bigint NOT NULL
          CONSTRAINT change_log_prunes_through_non_negative CHECK (pruned_through >= 0),
        pruned_at timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO change_log_prunes (pruned_through)
        SELECT pruned_through FROM change_log_horizon WHERE pruned_through > 0;
      DROP TABLE change_log_horizon;
      /* positions go on above every one ever handed out */
      SELECT greatest(coalesce(max(id), 0), (SELECT coalesce(max(pruned_through), 0)
                                             FROM change_log_prunes))
        INTO last_position FROM change_log;
      PERFORM setval('change_log_id_seq', last_position + 1, false);
    END IF;
    ALTER TABLE events DROP CONSTRAINT IF EXISTS events_version_check;
    ALTER TABLE cities DROP CONSTRAINT IF EXISTS cities_version_check;
    ALTER TABLE partners DROP CONSTRAINT IF EXISTS partners_version_check;
  END $$`

export default class extends BaseSchema {
  async up() {
    this.schema.raw(DRAFT_TO_FINAL)
    this.schema.raw(APPEND_CHANGE_FUNCTION)
    this.schema.raw(PRUNE_CHANGE_LOG_FUNCTION)
    this.schema.raw(TOUCH_EVENTS_OF_CITY_FUNCTION)
    for (const [parent, foreignKey] of [
      ['events', 'event_id'],
      ['cities', 'city_id'],
      ['partners', 'partner_id'],
    ]) {
      this.schema.raw(touchParentFunction(parent, foreignKey))
    }
  }

  async down() {
    /* nothing to undo: the final shape is 0030's own */
  }
}
