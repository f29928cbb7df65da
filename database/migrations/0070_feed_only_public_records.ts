import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The change feed follows what the public sees (issue #15): a draft or a
| scheduled event or partner is not in it until it is public, and leaving
| the public (unpublish time, set back to draft, rescheduled) is a deletion.
|
| `change_log_public_records` holds what the feed has reported as public,
| i.e. what a client that follows the feed holds. The commit-time triggers
| of events and partners compare each written row with it: public and not
| reported is `created`, public and reported `updated`, reported and no
| longer public (or deleted, or its key changed) `deleted`; a change of a
| record the public never saw logs nothing.
|
| A scheduled record appears (or an unpublish time takes one off) with no
| write, so no trigger runs then. `log_due_publications()` logs those
| moments: every publish/unpublish instant between the last time it ran and
| now, compared with the reported set the same way. The change feed calls
| it before each read, so a reader never sees a feed behind the catalog.
| `change_log_publication_clock` holds up to where it has looked.
*/

/** The lock of 0030 that orders the commits of content changes. */
const CHANGE_LOG_LOCK = 7_140_001
const PRUNE_EVERY = 500

const PUBLISHABLE = [
  { table: 'events', type: 'event', key: 'id' },
  { table: 'partners', type: 'partner', key: 'slug' },
]

const IS_PUBLIC_AT = `
  CREATE FUNCTION is_public_at(publication text, publish_at timestamptz,
                               unpublish_at timestamptz, at timestamptz)
  RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
    SELECT (publication = 'published' OR (publication = 'scheduled' AND publish_at <= at))
       AND (unpublish_at IS NULL OR unpublish_at > at)
  $$`

/*
| The reported set changes under the commit-order lock, next to the log row
| it explains. `happened_at` is null for a write (logged now; a write to a
| reported record is an update) and the instant for a due publication.
*/
const REPORT_PUBLIC = `
  CREATE FUNCTION report_public_record(record_type text, record_key text, happened_at timestamptz)
  RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO change_log_public_records (type, key) VALUES (record_type, record_key)
      ON CONFLICT DO NOTHING;
    IF FOUND THEN
      PERFORM append_change_at(record_type, record_key, 'created', happened_at);
    ELSIF happened_at IS NULL THEN
      PERFORM append_change(record_type, record_key, 'updated');
    END IF;
  END $$`

const REPORT_GONE = `
  CREATE FUNCTION report_gone_record(record_type text, record_key text, happened_at timestamptz)
  RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM change_log_public_records WHERE type = record_type AND key = record_key;
    IF FOUND THEN PERFORM append_change_at(record_type, record_key, 'deleted', happened_at); END IF;
  END $$`

/*
| Like append_change, at a given instant (null: now). changed_at stays in
| position order (pruning relies on it): never before the newest entry.
*/
const APPEND_CHANGE_AT = `
  CREATE FUNCTION append_change_at(change_type text, change_key text, change_action text,
                                   happened_at timestamptz)
  RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    appended bigint;
  BEGIN
    IF happened_at IS NULL THEN
      PERFORM append_change(change_type, change_key, change_action);
      RETURN;
    END IF;
    PERFORM pg_advisory_xact_lock(${CHANGE_LOG_LOCK});
    INSERT INTO change_log (type, key, action, changed_at)
      VALUES (change_type, change_key, change_action,
              greatest(happened_at, (SELECT max(changed_at) FROM change_log)))
      RETURNING id INTO appended;
    IF appended % ${PRUNE_EVERY} = 0 THEN PERFORM prune_change_log(); END IF;
  END $$`

/* TG_ARGV: the record type and its key column. Runs at commit (deferred). */
const LOG_PUBLIC_RECORD_CHANGE = `
  CREATE FUNCTION log_public_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    old_key text;
    new_key text;
    new_public boolean := false;
  BEGIN
    IF TG_OP <> 'INSERT' THEN old_key := to_jsonb(OLD) ->> TG_ARGV[1]; END IF;
    IF TG_OP <> 'DELETE' THEN
      new_key := to_jsonb(NEW) ->> TG_ARGV[1];
      new_public := is_public_at(NEW.publication, NEW.publish_at, NEW.unpublish_at,
                                 clock_timestamp());
    END IF;
    IF TG_OP = 'UPDATE' AND old_key = new_key AND NEW.version = OLD.version THEN
      RETURN NULL;
    END IF;
    PERFORM pg_advisory_xact_lock(${CHANGE_LOG_LOCK});
    IF old_key IS NOT NULL AND (old_key IS DISTINCT FROM new_key OR NOT new_public) THEN
      PERFORM report_gone_record(TG_ARGV[0], old_key, NULL);
    END IF;
    IF new_public THEN PERFORM report_public_record(TG_ARGV[0], new_key, NULL); END IF;
    RETURN NULL;
  END $$`

/* TRUNCATE has no rows: what the feed reported of that table is deleted first. */
const LOG_PUBLIC_RECORDS_TRUNCATE = `
  CREATE FUNCTION log_public_records_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    reported text;
  BEGIN
    PERFORM pg_advisory_xact_lock(${CHANGE_LOG_LOCK});
    FOR reported IN SELECT key FROM change_log_public_records WHERE type = TG_ARGV[0] LOOP
      PERFORM report_gone_record(TG_ARGV[0], reported, NULL);
    END LOOP;
    RETURN NULL;
  END $$`

/** Records with a publish or unpublish instant in (since, upto], public at upto or not. */
const DUE_PUBLICATIONS = `
  CREATE FUNCTION due_publications(since timestamptz, upto timestamptz)
  RETURNS TABLE (type text, key text, public boolean, instant timestamptz)
  LANGUAGE sql STABLE AS $$
    ${PUBLISHABLE.map(
      ({ table, type, key }) => `
    SELECT '${type}'::text, ${key}::text,
           is_public_at(publication, publish_at, unpublish_at, upto),
           CASE WHEN is_public_at(publication, publish_at, unpublish_at, upto) THEN publish_at
                ELSE coalesce(CASE WHEN unpublish_at <= upto THEN unpublish_at END, upto) END
    FROM ${table}
    WHERE (publish_at > since AND publish_at <= upto)
       OR (unpublish_at > since AND unpublish_at <= upto)`
    ).join('\n    UNION ALL')}
  $$`

const LOG_DUE_PUBLICATIONS = `
  CREATE FUNCTION log_due_publications() RETURNS integer LANGUAGE plpgsql AS $$
  DECLARE
    since timestamptz := (SELECT logged_through FROM change_log_publication_clock);
    upto timestamptz := clock_timestamp();
    due record;
    examined integer := 0;
  BEGIN
    IF NOT EXISTS (SELECT 1 FROM due_publications(since, upto)) THEN RETURN 0; END IF;
    PERFORM pg_advisory_xact_lock(${CHANGE_LOG_LOCK});
    /* after the lock: every write that committed before sees its rows here */
    since := (SELECT logged_through FROM change_log_publication_clock);
    upto := clock_timestamp();
    FOR due IN SELECT * FROM due_publications(since, upto) ORDER BY instant, type, key LOOP
      IF due.public THEN
        PERFORM report_public_record(due.type, due.key, due.instant);
      ELSE
        PERFORM report_gone_record(due.type, due.key, due.instant);
      END IF;
      examined := examined + 1;
    END LOOP;
    UPDATE change_log_publication_clock SET logged_through = upto;
    RETURN examined;
  END $$`

export default class extends BaseSchema {
  async up() {
    this.#tables()
    for (const sql of [
      IS_PUBLIC_AT,
      APPEND_CHANGE_AT,
      REPORT_PUBLIC,
      REPORT_GONE,
      LOG_PUBLIC_RECORD_CHANGE,
      LOG_PUBLIC_RECORDS_TRUNCATE,
      DUE_PUBLICATIONS,
      LOG_DUE_PUBLICATIONS,
    ]) {
      this.schema.raw(sql)
    }
    for (const { table, type, key } of PUBLISHABLE) {
      this.#replaceTriggers(
        table,
        `log_public_record_change('${type}', '${key}')`,
        `log_public_records_truncate('${type}')`
      )
      this.schema.raw(`
        INSERT INTO change_log_public_records (type, key)
        SELECT '${type}', ${key} FROM ${table}
        WHERE is_public_at(publication, publish_at, unpublish_at, now())`)
    }
  }

  #tables() {
    this.schema.raw(`
      CREATE TABLE change_log_public_records (
        type text NOT NULL
          CONSTRAINT change_log_public_records_type_enum CHECK (type IN ('event', 'partner')),
        key text NOT NULL,
        PRIMARY KEY (type, key)
      )`)
    this.schema.raw(`
      CREATE TABLE change_log_publication_clock (
        id boolean PRIMARY KEY DEFAULT true CONSTRAINT change_log_publication_clock_one_row CHECK (id),
        logged_through timestamptz NOT NULL
      )`)
    this.schema.raw('INSERT INTO change_log_publication_clock (logged_through) VALUES (now())')
  }

  #replaceTriggers(table: string, changeFunction: string, truncateFunction: string) {
    this.schema.raw(`DROP TRIGGER ${table}_log_change ON ${table}`)
    this.schema.raw(`DROP TRIGGER ${table}_log_truncate ON ${table}`)
    this.schema.raw(`
      CREATE CONSTRAINT TRIGGER ${table}_log_change AFTER INSERT OR UPDATE OR DELETE ON ${table}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${changeFunction}`)
    this.schema.raw(`
      CREATE TRIGGER ${table}_log_truncate BEFORE TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION ${truncateFunction}`)
  }

  async down() {
    for (const { table, type, key } of PUBLISHABLE) {
      this.#replaceTriggers(
        table,
        `log_content_change('${type}', '${key}')`,
        `log_content_truncate('${type}', '${key}')`
      )
    }
    for (const name of [
      'log_due_publications()',
      'due_publications(timestamptz, timestamptz)',
      'log_public_records_truncate()',
      'log_public_record_change()',
      'report_gone_record(text, text, timestamptz)',
      'report_public_record(text, text, timestamptz)',
      'append_change_at(text, text, text, timestamptz)',
      'is_public_at(text, timestamptz, timestamptz, timestamptz)',
    ]) {
      this.schema.raw(`DROP FUNCTION ${name}`)
    }
    this.schema.raw('DROP TABLE change_log_publication_clock')
    this.schema.raw('DROP TABLE change_log_public_records')
  }
}
