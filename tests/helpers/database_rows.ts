/*
| Helpers for the database tests: valid base rows for every table, fixtures
| they point at, savepoints that undo one case, and catalog look-ups.
*/
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export type Row = Record<string, unknown>

/** What PostgreSQL errors carry (pg's DatabaseError), as far as the tests read it. */
export interface PgError extends Error {
  code?: string
  constraint?: string
  column?: string
  table?: string
}

export interface Fixtures {
  mediaId: number
  cityId: number
  eventId: string
  partnerId: number
  adminUserId: number
  reviewRequestId: number
}

const START = new Date('2031-10-31T20:00:00Z')

/** A valid row for each table (beside the fixtures, whose natural keys differ). */
export const BASE_ROWS: Record<string, (fixtures: Fixtures) => Row> = {
  admin_users: () => ({ email: 'base-admin@example.org', password: 'not-a-real-hash' }),
  media: () => ({ hash: 'abcdef0123456789', alt: 'A base picture' }),
  cities: (f) => ({
    slug: 'base-city',
    name: 'Base City',
    country: 'Testland',
    country_code: 'TL',
    timezone: 'UTC',
    summary: 'A city for tests.',
    festival_name: 'Base Festival',
    city_guide_url: '/cities/base-city',
    festival_url: '/festivals/base-city',
    media_id: f.mediaId,
  }),
  city_costs: (f) => ({ city_id: f.cityId, label: 'Rent', value: '€500' }),
  city_universities: (f) => ({
    city_id: f.cityId,
    name: 'Base University',
    url: 'https://uni.example',
  }),
  city_neighbourhoods: (f) => ({ city_id: f.cityId, name: 'Centre', description: 'Central.' }),
  city_housing_tips: (f) => ({ city_id: f.cityId, tip: 'Start early.' }),
  city_places: (f) => ({
    city_id: f.cityId,
    name: 'Base Park',
    category: 'outdoors',
    description: 'Green.',
  }),
  city_aliases: (f) => ({ city_id: f.cityId, name: 'Basestadt', kind: 'city' }),
  events: (f) => ({
    id: 'base-event',
    type: 'halloween',
    city_id: f.cityId,
    city_name: 'Base City',
    name: 'Base Event',
    start_at: START,
    url: '/events/base-event',
    ticket_status: 'on_sale',
    buy_url: '/events/base-event#tickets',
    media_id: f.mediaId,
  }),
  ticket_options: (f) => ({ event_id: f.eventId, name: 'Regular', price: 10, currency: 'EUR' }),
  partners: () => ({
    slug: 'base-partner',
    name: 'Base Partner',
    category: 'food',
    kind: 'student_offer',
    description: 'A partner for tests.',
    deal: '10% off.',
  }),
  partner_links: (f) => ({
    partner_id: f.partnerId,
    label: 'Website',
    url: 'https://partner.example',
  }),
  pricing_items: () => ({
    section: 'free',
    slug: 'base-pricing',
    title: 'Free thing',
    description: 'Free.',
  }),
  docs: (f) => ({
    slug: 'base-doc',
    kind: 'faq',
    title: 'A question?',
    body: 'An answer.',
    city_id: f.cityId,
  }),
  waitlist_entries: (f) => ({
    event_id: f.eventId,
    name: 'Ada',
    email: 'ada@example.org',
    consent_at: START,
    source: 'api',
  }),
  contact_messages: () => ({
    name: 'Ada',
    email: 'ada@example.org',
    message: 'Hello',
    source: 'api',
  }),
  idempotency_keys: () => ({
    scope: 'contact',
    key: 'base-key',
    request_hash: 'a'.repeat(64),
    state: 'processing',
    expires_at: START,
  }),
  audit_logs: (f) => ({
    admin_user_id: f.adminUserId,
    action: 'create',
    entity_type: 'city',
    entity_id: '1',
  }),
  rate_limits: () => ({ key: 'base-limit' }),
  sessions: () => ({ id: 'base-session', data: '{}', expires_at: START }),
  change_log: () => ({ type: 'event', key: 'base-event', action: 'created' }),
  change_log_prunes: () => ({ pruned_through: 0 }),
  change_log_public_records: () => ({ type: 'event', key: 'base-event' }),
  /* a one-row table: createFixtures empties it first */
  change_log_publication_clock: () => ({ id: true, logged_through: START }),
  staff_recovery_codes: (f) => ({ admin_user_id: f.adminUserId, code_hash: 'b'.repeat(64) }),
  staff_account_links: (f) => ({
    admin_user_id: f.adminUserId,
    purpose: 'reset',
    token_hash: 'a'.repeat(64),
    expires_at: START,
  }),
  event_imports: (f) => ({
    admin_user_id: f.adminUserId,
    file_name: 'season.csv',
    format: 'csv',
    rows: '[]',
  }),
  review_requests: (f) => ({
    entity_type: 'event',
    entity_id: 'base-event',
    requested_by: f.adminUserId,
    decided_by: f.adminUserId,
  }),
  record_comments: (f) => ({
    entity_type: 'city',
    entity_id: '1',
    admin_user_id: f.adminUserId,
    body: 'Looks good',
    review_request_id: f.reviewRequestId,
  }),
  parked_forms: (f) => ({
    token_hash: 'a'.repeat(64),
    admin_user_id: f.adminUserId,
    form_path: '/admin/events/base-event',
    fields: '{}',
    expires_at: START,
  }),
  city_guide_drafts: (f) => ({
    city_id: f.cityId,
    input: '{}',
    base_version: 1,
    updated_by: f.adminUserId,
    media_id: f.mediaId,
  }),
  voided_form_sessions: () => ({ session_hash: 'b'.repeat(64), expires_at: START }),
}

export const baseRow = (table: string, fixtures: Fixtures, patch: Row = {}): Row => {
  const make = BASE_ROWS[table]
  if (!make) throw new Error(`No base row for table "${table}": add one in database_rows.ts`)
  return { ...make(fixtures), ...patch }
}

/** Parent rows the base rows point at (inside the test's transaction). */
export async function createFixtures(): Promise<Fixtures> {
  const none = {} as Fixtures
  const insert = async (table: string, row: Row, key = 'id') => {
    const [inserted] = await db.knexQuery().table(table).insert(row).returning(key)
    return inserted[key]
  }
  /* one-row tables hold their row from the migration: the base row takes its place */
  await db.from('change_log_publication_clock').delete()
  const mediaId = await insert('media', baseRow('media', none))
  const cityId = await insert(
    'cities',
    baseRow('cities', { mediaId } as Fixtures, { slug: 'fixture-city' })
  )
  const fixtures = { mediaId, cityId } as Fixtures
  fixtures.eventId = await insert(
    'events',
    baseRow('events', fixtures, { id: 'fixture-event' }),
    'id'
  )
  fixtures.partnerId = await insert(
    'partners',
    baseRow('partners', none, { slug: 'fixture-partner' })
  )
  fixtures.adminUserId = await insert(
    'admin_users',
    baseRow('admin_users', none, { email: 'fixture-admin@example.org' })
  )
  fixtures.reviewRequestId = await insert(
    'review_requests',
    baseRow('review_requests', fixtures, { state: 'approved', decided_at: START })
  )
  return fixtures
}

/**
 * Runs `work` in a savepoint that is always rolled back, so a case leaves
 * nothing behind; returns the error it raised, if any.
 */
export async function attempt(
  work: (trx: TransactionClientContract) => Promise<unknown>
): Promise<PgError | undefined> {
  const trx = await db.transaction()
  try {
    await work(trx)
    return undefined
  } catch (error) {
    return error as PgError
  } finally {
    await trx.rollback()
  }
}

/** The application's tables (without Lucid's migration bookkeeping). */
export async function appTables(client: { rawQuery: typeof db.rawQuery } = db): Promise<string[]> {
  const result = await client.rawQuery(`
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public' AND tablename NOT LIKE 'adonis_schema%'
    ORDER BY tablename
  `)
  return result.rows.map((row: { tablename: string }) => row.tablename)
}

/** Row counts of every application table. */
export async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of await appTables()) {
    const result = await db.rawQuery(`SELECT count(*)::int AS count FROM "${table}"`)
    counts[table] = result.rows[0].count
  }
  return counts
}

export const describeError = (error: PgError | undefined) =>
  error ? `${error.code} ${error.constraint ?? error.column ?? ''}: ${error.message}` : 'no error'
