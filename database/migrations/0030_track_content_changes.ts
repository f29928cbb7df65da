import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Incremental sync, kept by PostgreSQL whoever writes (admin panel, ace
| command, seeder, SQL console), next to the NOTIFY triggers of 0017:
|
| 1. `version` and `updated_at` on events, cities and partners move on every
|    real change of the row (a no-op UPDATE moves nothing) and when a child
|    row changes: ticket rounds (events), the five guide tables (cities),
|    links (partners). An event also moves when its city's name, slug or
|    time zone change (the Event shape shows them).
| 2. `change_log`: one row per created/updated/deleted event, city or
|    partner, written by deferred row triggers at commit time under one
|    transaction-level advisory lock. Positions are therefore handed out in
|    commit order, and a transaction that holds a lower position has become
|    visible before any later one took the lock: a reader that has seen
|    position N can never later find a new row below N. Within a
|    transaction, an "updated" after "created"/"updated" of the same record
|    is not repeated.
*/

/** The records of the change feed: table, type name, key column, generated columns. */
const TRACKED = [
  { table: 'events', type: 'event', key: 'id', generated: ['city_name_folded'] },
  { table: 'cities', type: 'city', key: 'slug', generated: ['name_folded', 'country_folded'] },
  { table: 'partners', type: 'partner', key: 'slug', generated: ['search_folded'] },
]

/** Child tables whose rows are part of their parent's record. */
const CHILDREN = [
  { table: 'ticket_options', parent: 'events', foreignKey: 'event_id' },
  { table: 'city_costs', parent: 'cities', foreignKey: 'city_id' },
  { table: 'city_universities', parent: 'cities', foreignKey: 'city_id' },
  { table: 'city_neighbourhoods', parent: 'cities', foreignKey: 'city_id' },
  { table: 'city_housing_tips', parent: 'cities', foreignKey: 'city_id' },
  { table: 'city_places', parent: 'cities', foreignKey: 'city_id' },
  { table: 'partner_links', parent: 'partners', foreignKey: 'partner_id' },
]

/** Any constant: the lock that orders the commits of content changes. */
const CHANGE_LOG_LOCK = 7_140_001

/** How long the change log keeps its rows unless `students.change_log_keep` says otherwise. */
const DEFAULT_RETENTION = '30 days'

/** Every this many positions, the writer that reaches one prunes the log. */
const PRUNE_EVERY = 500

const sqlArgs = (values: string[]) => values.map((value) => `'${value}'`).join(', ')

/**
 * Moves the parent's version (its BEFORE trigger then moves updated_at) when
 * a child row changes; once per transaction is enough: a parent this
 * transaction already changed has `updated_at = now()` (the transaction's
 * start) and its new version. That keeps bulk inserts cheap.
 */
export function touchParentFunction(parent: string, foreignKey: string) {
  const touch = (row: 'OLD' | 'NEW') => `
        UPDATE ${parent} SET version = version + 1
        WHERE id = ${row}.${foreignKey} AND updated_at <> now();`
  return `
    CREATE OR REPLACE FUNCTION touch_${parent}_by_${foreignKey}() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND to_jsonb(NEW) = to_jsonb(OLD) THEN RETURN NULL; END IF;
      IF TG_OP IN ('UPDATE', 'DELETE') THEN ${touch('OLD')}
      END IF;
      IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.${foreignKey} <> OLD.${foreignKey}) THEN ${touch('NEW')}
      END IF;
      RETURN NULL;
    END $$`
}

/** An event moves with its city's name, slug and zone (once per transaction, as above). */
export const TOUCH_EVENTS_OF_CITY_FUNCTION = `
  CREATE OR REPLACE FUNCTION touch_events_of_city() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE events SET version = version + 1
    WHERE city_id = NEW.id AND updated_at <> now();
    RETURN NULL;
  END $$`

/** Appends one change under the commit-order lock (a repeated "updated" is dropped). */
export const APPEND_CHANGE_FUNCTION = `
  CREATE OR REPLACE FUNCTION append_change(change_type text, change_key text, change_action text)
  RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    appended bigint;
  BEGIN
    PERFORM pg_advisory_xact_lock(${CHANGE_LOG_LOCK});
    IF change_action = 'updated' AND EXISTS (
      SELECT 1 FROM change_log
      WHERE xid = pg_current_xact_id() AND type = change_type AND key = change_key
        AND action IN ('created', 'updated')) THEN
      RETURN;
    END IF;
    INSERT INTO change_log (type, key, action) VALUES (change_type, change_key, change_action)
      RETURNING id INTO appended;
    /* writers prune now and then: no job to schedule */
    IF appended % ${PRUNE_EVERY} = 0 THEN PERFORM prune_change_log(); END IF;
  END $$`

/*
| Pruning: everything up to the last position older than the retention
| (setting students.change_log_keep, an interval; 30 days when unset).
| Tells the read caches.
*/
export const PRUNE_CHANGE_LOG_FUNCTION = `
  CREATE OR REPLACE FUNCTION prune_change_log() RETURNS bigint LANGUAGE plpgsql AS $$
  DECLARE
    keep interval := coalesce(nullif(current_setting('students.change_log_keep', true), ''),
                              '${DEFAULT_RETENTION}')::interval;
    through bigint;
    removed bigint;
  BEGIN
    SELECT max(id) INTO through FROM change_log WHERE changed_at < now() - keep;
    IF through IS NULL THEN RETURN 0; END IF;
    DELETE FROM change_log WHERE id <= through;
    GET DIAGNOSTICS removed = ROW_COUNT;
    INSERT INTO change_log_prunes (pruned_through) VALUES (through);
    PERFORM pg_notify('content_changes', 'change_log');
    RETURN removed;
  END $$`

export default class extends BaseSchema {
  async up() {
    for (const { table } of TRACKED) {
      this.schema.raw(
        /* kept by the trigger below (1 on insert, one more per change) */
        `ALTER TABLE ${table} ADD COLUMN version integer NOT NULL DEFAULT 1`
      )
    }
    this.#versionTriggers()
    this.#changeLog()
  }

  #versionTriggers() {
    /* TG_ARGV: columns that are no content (generated ones are not computed yet in BEFORE) */
    this.schema.raw(`
      CREATE FUNCTION stamp_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        ignored text[] := TG_ARGV::text[] || ARRAY['version', 'updated_at', 'created_at'];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          NEW.version := 1;
          NEW.updated_at := now();
        ELSIF NEW.version IS DISTINCT FROM OLD.version
              OR (to_jsonb(NEW) - ignored) IS DISTINCT FROM (to_jsonb(OLD) - ignored) THEN
          NEW.version := OLD.version + 1;
          NEW.updated_at := now();
        ELSE
          NEW.version := OLD.version;
          NEW.updated_at := OLD.updated_at;
        END IF;
        RETURN NEW;
      END $$`)
    for (const { table, generated } of TRACKED) {
      this.schema.raw(`
        CREATE TRIGGER ${table}_stamp_version BEFORE INSERT OR UPDATE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION stamp_content_version(${sqlArgs(generated)})`)
    }
    const parents = new Set(CHILDREN.map(({ parent, foreignKey }) => `${parent}:${foreignKey}`))
    for (const pair of parents) {
      const [parent, foreignKey] = pair.split(':')
      this.schema.raw(touchParentFunction(parent, foreignKey))
    }
    for (const { table, parent, foreignKey } of CHILDREN) {
      this.schema.raw(`
        CREATE TRIGGER ${table}_touch_parent AFTER INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION touch_${parent}_by_${foreignKey}()`)
    }
    /* the Event shape shows its city's name, slug and zone */
    this.schema.raw(TOUCH_EVENTS_OF_CITY_FUNCTION)
    this.schema.raw(`
      CREATE TRIGGER cities_touch_events AFTER UPDATE OF name, slug, timezone ON cities
      FOR EACH ROW
      WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.slug IS DISTINCT FROM NEW.slug
            OR OLD.timezone IS DISTINCT FROM NEW.timezone)
      EXECUTE FUNCTION touch_events_of_city()`)
  }

  #changeLog() {
    this.schema.raw(`
      CREATE TABLE change_log (
        id bigserial PRIMARY KEY,
        type text NOT NULL CONSTRAINT change_log_type_enum CHECK (type IN ('event', 'city', 'partner')),
        key text NOT NULL,
        action text NOT NULL
          CONSTRAINT change_log_action_enum CHECK (action IN ('created', 'updated', 'deleted')),
        changed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        xid xid8 NOT NULL DEFAULT pg_current_xact_id()
      )`)
    this.schema.raw('CREATE INDEX change_log_xid ON change_log (xid)')
    /* each pruning: how far the log was cut (older tokens cannot be answered) */
    this.schema.raw(`
      CREATE TABLE change_log_prunes (
        id serial PRIMARY KEY,
        pruned_through bigint NOT NULL
          CONSTRAINT change_log_prunes_through_non_negative CHECK (pruned_through >= 0),
        pruned_at timestamptz NOT NULL DEFAULT now()
      )`)
    this.schema.raw(APPEND_CHANGE_FUNCTION)
    /* TG_ARGV: the record type and its key column */
    this.schema.raw(`
      CREATE FUNCTION log_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        old_key text;
        new_key text;
      BEGIN
        IF TG_OP <> 'INSERT' THEN old_key := to_jsonb(OLD) ->> TG_ARGV[1]; END IF;
        IF TG_OP <> 'DELETE' THEN new_key := to_jsonb(NEW) ->> TG_ARGV[1]; END IF;
        IF TG_OP = 'UPDATE' AND old_key = new_key THEN
          IF NEW.version = OLD.version THEN RETURN NULL; END IF;
          PERFORM append_change(TG_ARGV[0], new_key, 'updated');
          RETURN NULL;
        END IF;
        /* a changed key is the old record gone and a new one */
        IF old_key IS NOT NULL THEN PERFORM append_change(TG_ARGV[0], old_key, 'deleted'); END IF;
        IF new_key IS NOT NULL THEN PERFORM append_change(TG_ARGV[0], new_key, 'created'); END IF;
        RETURN NULL;
      END $$`)
    /* TRUNCATE has no rows: every row still there is logged as deleted first */
    this.schema.raw(`
      CREATE FUNCTION log_content_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(${CHANGE_LOG_LOCK});
        EXECUTE format('INSERT INTO change_log (type, key, action) SELECT %L, %I::text, %L FROM %I',
                       TG_ARGV[0], TG_ARGV[1], 'deleted', TG_TABLE_NAME);
        RETURN NULL;
      END $$`)
    for (const { table, type, key } of TRACKED) {
      this.schema.raw(`
        CREATE CONSTRAINT TRIGGER ${table}_log_change AFTER INSERT OR UPDATE OR DELETE ON ${table}
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
        EXECUTE FUNCTION log_content_change('${type}', '${key}')`)
      this.schema.raw(`
        CREATE TRIGGER ${table}_log_truncate BEFORE TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION log_content_truncate('${type}', '${key}')`)
    }
    this.schema.raw(PRUNE_CHANGE_LOG_FUNCTION)
  }

  async down() {
    this.schema.raw('DROP FUNCTION IF EXISTS prune_change_log()')
    for (const { table } of TRACKED) {
      this.schema.raw(`DROP TRIGGER IF EXISTS ${table}_log_truncate ON ${table}`)
      this.schema.raw(`DROP TRIGGER IF EXISTS ${table}_log_change ON ${table}`)
    }
    this.schema.raw('DROP FUNCTION IF EXISTS log_content_truncate()')
    this.schema.raw('DROP FUNCTION IF EXISTS log_content_change()')
    this.schema.raw('DROP FUNCTION IF EXISTS append_change(text, text, text)')
    this.schema.raw('DROP TABLE IF EXISTS change_log_prunes')
    /* the first draft of this migration kept the horizon in a one-row table */
    this.schema.raw('DROP TABLE IF EXISTS change_log_horizon')
    this.schema.raw('DROP TABLE IF EXISTS change_log')
    this.schema.raw('DROP TRIGGER IF EXISTS cities_touch_events ON cities')
    this.schema.raw('DROP FUNCTION IF EXISTS touch_events_of_city()')
    for (const { table } of CHILDREN) {
      this.schema.raw(`DROP TRIGGER IF EXISTS ${table}_touch_parent ON ${table}`)
    }
    for (const { parent, foreignKey } of CHILDREN) {
      this.schema.raw(`DROP FUNCTION IF EXISTS touch_${parent}_by_${foreignKey}()`)
    }
    for (const { table } of TRACKED) {
      this.schema.raw(`DROP TRIGGER IF EXISTS ${table}_stamp_version ON ${table}`)
      this.schema.raw(`ALTER TABLE ${table} DROP COLUMN IF EXISTS version`)
    }
    this.schema.raw('DROP FUNCTION IF EXISTS stamp_content_version()')
  }
}
