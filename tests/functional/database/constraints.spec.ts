/*
| The database enforces the rules of the migrations: every CHECK constraint,
| foreign key, unique key and NOT NULL column rejects a bad row with the
| PostgreSQL error for it, and the ON DELETE / ON UPDATE rules do what they
| declare. Every test runs in a global transaction and every case in its own
| savepoint, so nothing is left behind.
|
| The catalog is the checklist: a new CHECK constraint, foreign key or unique
| index fails "covers every ..." until it has a case here.
*/
import { test } from '@japa/runner'
import { LINK_COLUMNS } from '#database/migrations/0020_constrain_staff_links'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import {
  appTables,
  attempt,
  baseRow,
  BASE_ROWS,
  createFixtures,
  describeError,
  type Row,
} from '#tests/helpers/database_rows'

const CHECK_VIOLATION = '23514'
const FOREIGN_KEY_VIOLATION = '23503'
const RESTRICT_VIOLATION = '23001'
const UNIQUE_VIOLATION = '23505'
const NOT_NULL_VIOLATION = '23502'

const SOON = new Date('2031-10-31T20:00:00Z')
const EARLIER = new Date('2031-10-30T20:00:00Z')

/** One bad row per CHECK constraint: the base row of `table` with `patch` applied. */
/** An instant for publication and link times. */
const LATER = new Date('2031-10-31T20:00:00Z')

const CHECK_CASES: { constraint: string; table: string; patch: Row }[] = [
  { constraint: 'change_log_type_enum', table: 'change_log', patch: { type: 'doc' } },
  { constraint: 'change_log_action_enum', table: 'change_log', patch: { action: 'moved' } },
  {
    constraint: 'change_log_prunes_through_non_negative',
    table: 'change_log_prunes',
    patch: { pruned_through: -1 },
  },
  { constraint: 'cities_slug_format', table: 'cities', patch: { slug: 'Bad Slug' } },
  { constraint: 'cities_country_code_format', table: 'cities', patch: { country_code: 'de' } },
  { constraint: 'cities_name_not_blank', table: 'cities', patch: { name: '   ' } },
  { constraint: 'cities_country_not_blank', table: 'cities', patch: { country: ' ' } },
  {
    constraint: 'cities_latitude_range',
    table: 'cities',
    patch: { latitude: 90.5, longitude: 0 },
  },
  {
    constraint: 'cities_longitude_range',
    table: 'cities',
    patch: { latitude: 0, longitude: 180.5 },
  },
  {
    constraint: 'cities_coordinates_together',
    table: 'cities',
    patch: { latitude: 52.5, longitude: null },
  },
  ...[
    'city_costs',
    'city_universities',
    'city_neighbourhoods',
    'city_housing_tips',
    'city_places',
  ].map((table) => ({
    constraint: `${table}_position_non_negative`,
    table,
    patch: { position: -1 },
  })),
  { constraint: 'city_places_category_enum', table: 'city_places', patch: { category: 'zoo' } },
  {
    constraint: 'city_aliases_position_non_negative',
    table: 'city_aliases',
    patch: { position: -1 },
  },
  { constraint: 'city_aliases_kind_enum', table: 'city_aliases', patch: { kind: 'region' } },
  { constraint: 'city_aliases_name_not_blank', table: 'city_aliases', patch: { name: ' ' } },
  { constraint: 'events_id_format', table: 'events', patch: { id: 'Bad_Id' } },
  { constraint: 'events_type_enum', table: 'events', patch: { type: 'concert' } },
  {
    constraint: 'events_ticket_status_enum',
    table: 'events',
    patch: { ticket_status: 'sold_out' },
  },
  {
    constraint: 'events_opens_soon_needs_sales_open_at',
    table: 'events',
    patch: { ticket_status: 'opens_soon', sales_open_at: null },
  },
  { constraint: 'events_end_after_start', table: 'events', patch: { end_at: EARLIER } },
  { constraint: 'events_age_min_range', table: 'events', patch: { age_min: 120 } },
  {
    constraint: 'events_venue_address_needs_name',
    table: 'events',
    patch: { venue_name: null, venue_address: 'Somewhere 1' },
  },
  {
    constraint: 'events_early_access_window',
    table: 'events',
    patch: { early_access_starts_at: SOON, early_access_ends_at: EARLIER },
  },
  { constraint: 'events_name_not_blank', table: 'events', patch: { name: '' } },
  {
    constraint: 'ticket_options_price_non_negative',
    table: 'ticket_options',
    patch: { price: -1 },
  },
  {
    constraint: 'ticket_options_currency_format',
    table: 'ticket_options',
    patch: { currency: 'eur' },
  },
  {
    constraint: 'ticket_options_position_non_negative',
    table: 'ticket_options',
    patch: { position: -2 },
  },
  { constraint: 'ticket_options_name_not_blank', table: 'ticket_options', patch: { name: ' ' } },
  { constraint: 'partners_slug_format', table: 'partners', patch: { slug: 'Bad--slug' } },
  { constraint: 'partners_category_enum', table: 'partners', patch: { category: 'pets' } },
  { constraint: 'partners_kind_enum', table: 'partners', patch: { kind: 'coupon' } },
  {
    constraint: 'partners_code_needs_code_kind',
    table: 'partners',
    patch: { kind: 'discount_code', code: null },
  },
  { constraint: 'partners_name_not_blank', table: 'partners', patch: { name: '  ' } },
  { constraint: 'pricing_items_section_enum', table: 'pricing_items', patch: { section: 'other' } },
  { constraint: 'pricing_items_slug_format', table: 'pricing_items', patch: { slug: '-bad' } },
  {
    constraint: 'pricing_items_price_with_currency',
    table: 'pricing_items',
    patch: { price: 5, currency: null },
  },
  {
    constraint: 'pricing_items_price_non_negative',
    table: 'pricing_items',
    patch: { price: -1, currency: 'EUR' },
  },
  {
    constraint: 'pricing_items_currency_format',
    table: 'pricing_items',
    patch: { price: 1, currency: 'eu' },
  },
  {
    constraint: 'pricing_items_package_has_price',
    table: 'pricing_items',
    patch: { section: 'package', price: null, currency: null },
  },
  /* without a picture of the library (its hash would replace the written one) */
  {
    constraint: 'events_image_hash_format',
    table: 'events',
    patch: { media_id: null, image_hash: '../x.jpg' },
  },
  {
    constraint: 'cities_image_hash_format',
    table: 'cities',
    patch: { media_id: null, image_hash: 'ABCDEF' },
  },
  { constraint: 'media_hash_format', table: 'media', patch: { hash: '../x.jpg' } },
  { constraint: 'parked_forms_expiry', table: 'parked_forms', patch: { expires_at: new Date(0) } },
  {
    constraint: 'parked_forms_path',
    table: 'parked_forms',
    patch: { form_path: '/api/v1/events' },
  },
  {
    constraint: 'voided_form_sessions_hash',
    table: 'voided_form_sessions',
    patch: { session_hash: 'not a hash' },
  },
  {
    constraint: 'city_guide_drafts_input_object',
    table: 'city_guide_drafts',
    patch: { input: '[]' },
  },
  {
    constraint: 'city_guide_drafts_version_positive',
    table: 'city_guide_drafts',
    patch: { version: 0 },
  },
  { constraint: 'media_alt_length', table: 'media', patch: { alt: '   ' } },
  { constraint: 'media_credit_length', table: 'media', patch: { credit: '' } },
  { constraint: 'media_focal_x_range', table: 'media', patch: { focal_x: 101 } },
  { constraint: 'media_focal_y_range', table: 'media', patch: { focal_y: -1 } },
  { constraint: 'docs_kind_enum', table: 'docs', patch: { kind: 'wiki' } },
  { constraint: 'docs_slug_format', table: 'docs', patch: { slug: 'Bad Slug' } },
  { constraint: 'docs_title_not_blank', table: 'docs', patch: { title: ' ' } },
  {
    constraint: 'waitlist_entries_source_enum',
    table: 'waitlist_entries',
    patch: { source: 'email' },
  },
  {
    constraint: 'waitlist_entries_email_format',
    table: 'waitlist_entries',
    patch: { email: 'not-an-email' },
  },
  {
    constraint: 'contact_messages_source_enum',
    table: 'contact_messages',
    patch: { source: 'web' },
  },
  {
    constraint: 'contact_messages_delivery_status_enum',
    table: 'contact_messages',
    patch: { delivery_status: 'queued' },
  },
  {
    constraint: 'contact_messages_message_length',
    table: 'contact_messages',
    patch: { message: '' },
  },
  {
    constraint: 'contact_messages_sent_has_time',
    table: 'contact_messages',
    patch: { delivery_status: 'sent', delivered_at: null },
  },
  {
    constraint: 'idempotency_keys_state_enum',
    table: 'idempotency_keys',
    patch: { state: 'done' },
  },
  {
    constraint: 'idempotency_keys_completed_has_response',
    table: 'idempotency_keys',
    patch: { state: 'completed', response_status: 200, response_body: null },
  },
  { constraint: 'audit_logs_action_enum', table: 'audit_logs', patch: { action: 'read' } },
  ...Object.entries(LINK_COLUMNS).flatMap(([table, columns]) =>
    columns.map((column) => ({
      constraint: `${table}_${column}_stored_link`,
      table,
      patch: { [column]: 'javascript:alert(1)' },
    }))
  ),
  ...['admin_users', 'contact_messages', 'waitlist_entries'].map((table) => ({
    constraint: `${table}_email_no_control_characters`,
    table,
    patch: { email: 'bell\u0007@example.org' },
  })),
  {
    constraint: 'admin_users_failed_sign_ins_non_negative',
    table: 'admin_users',
    patch: { failed_sign_ins: -1 },
  },
  { constraint: 'admin_users_role_enum', table: 'admin_users', patch: { role: 'owner' } },
  {
    constraint: 'admin_users_time_zone_not_blank',
    table: 'admin_users',
    patch: { time_zone: 'Europe/Berlin; DROP' },
  },
  {
    constraint: 'change_log_public_records_type_enum',
    table: 'change_log_public_records',
    patch: { type: 'doc' },
  },
  {
    constraint: 'change_log_publication_clock_one_row',
    table: 'change_log_publication_clock',
    patch: { id: false },
  },
  ...['events', 'partners', 'docs'].flatMap((table) => [
    { constraint: `${table}_publication_enum`, table, patch: { publication: 'hidden' } },
    { constraint: `${table}_scheduled_has_publish_at`, table, patch: { publication: 'scheduled' } },
    {
      constraint: `${table}_draft_has_no_unpublish_at`,
      table,
      patch: { publication: 'draft', unpublish_at: LATER },
    },
    {
      constraint: `${table}_unpublish_after_publish`,
      table,
      patch: { publication: 'scheduled', publish_at: LATER, unpublish_at: LATER },
    },
  ]),
  {
    constraint: 'audit_logs_restore_names_version',
    table: 'audit_logs',
    patch: { action: 'restore' },
  },
  {
    constraint: 'staff_account_links_purpose_enum',
    table: 'staff_account_links',
    patch: { purpose: 'login' },
  },
  {
    constraint: 'staff_account_links_token_hash_hex',
    table: 'staff_account_links',
    patch: { token_hash: 'not-hex' },
  },
  {
    constraint: 'staff_account_links_delivery_enum',
    table: 'staff_account_links',
    patch: { delivery: 'fax' },
  },
  {
    constraint: 'staff_account_links_expiry_after_creation',
    table: 'staff_account_links',
    patch: { created_at: LATER, expires_at: LATER },
  },
  { constraint: 'event_imports_format_enum', table: 'event_imports', patch: { format: 'ods' } },
  {
    constraint: 'event_imports_status_enum',
    table: 'event_imports',
    patch: { status: 'done', applied_at: LATER, changes: '[]' },
  },
  { constraint: 'event_imports_rows_array', table: 'event_imports', patch: { rows: '{}' } },
  { constraint: 'event_imports_applied_at', table: 'event_imports', patch: { status: 'applied' } },
  {
    constraint: 'event_imports_changes_when_applied',
    table: 'event_imports',
    patch: { changes: '[]' },
  },
  { constraint: 'event_imports_undone_at', table: 'event_imports', patch: { undone_at: LATER } },
  {
    constraint: 'review_requests_entity_enum',
    table: 'review_requests',
    patch: { entity_type: 'visitor' },
  },
  {
    constraint: 'review_requests_state_enum',
    table: 'review_requests',
    patch: { state: 'lost', decided_at: LATER },
  },
  { constraint: 'review_requests_decided', table: 'review_requests', patch: { decided_at: LATER } },
  {
    constraint: 'record_comments_entity_enum',
    table: 'record_comments',
    patch: { entity_type: 'visitor' },
  },
  { constraint: 'record_comments_body_length', table: 'record_comments', patch: { body: '' } },
  {
    constraint: 'admin_users_two_factor_complete',
    table: 'admin_users',
    patch: { two_factor_secret: 'secret-without-a-start' },
  },
  { constraint: 'events_description_plain_text', table: 'events', patch: { description: ' \n ' } },
]

/** Boundary values that CHECK constraints must accept. */
const ACCEPTED_CASES: { name: string; table: string; patch: Row }[] = [
  { name: 'age_min 0', table: 'events', patch: { age_min: 0 } },
  { name: 'a link to the site root', table: 'events', patch: { buy_url: '/' } },
  { name: 'an http link', table: 'partner_links', patch: { url: 'http://partner.example/' } },
  {
    name: 'an upper-case HTTPS link',
    table: 'cities',
    patch: { festival_url: 'HTTPS://FEST.EXAMPLE/' },
  },
  { name: 'age_min 99', table: 'events', patch: { age_min: 99 } },
  { name: 'end equal to start', table: 'events', patch: { end_at: SOON } },
  {
    name: 'opens_soon with sales_open_at',
    table: 'events',
    patch: { ticket_status: 'opens_soon', sales_open_at: EARLIER },
  },
  { name: 'a free ticket (price 0)', table: 'ticket_options', patch: { price: 0 } },
  {
    name: 'a discount code partner with a code',
    table: 'partners',
    patch: { kind: 'discount_code', code: 'SAVE10' },
  },
  {
    name: 'a free trial with a code',
    table: 'partners',
    patch: { kind: 'free_trial', code: 'TRY' },
  },
  {
    name: 'a package with price and currency',
    table: 'pricing_items',
    patch: { section: 'package', price: 25, currency: 'EUR' },
  },
  {
    name: 'a message of 6000 characters',
    table: 'contact_messages',
    patch: { message: 'x'.repeat(6000) },
  },
]

type Rule = 'CASCADE' | 'SET NULL' | 'RESTRICT' | 'NO ACTION'

/** Every foreign key with the rules its migration declares. */
const FOREIGN_KEYS: {
  constraint: string
  table: string
  column: string
  parent: string
  parentKey: string
  onDelete: Rule
  onUpdate: Rule
}[] = [
  ...[
    'city_costs',
    'city_universities',
    'city_neighbourhoods',
    'city_housing_tips',
    'city_places',
    'city_aliases',
  ].map((table) => ({
    constraint: `${table}_city_id_foreign`,
    table,
    column: 'city_id',
    parent: 'cities',
    parentKey: 'id',
    onDelete: 'CASCADE' as const,
    onUpdate: 'NO ACTION' as const,
  })),
  {
    constraint: 'events_city_id_foreign',
    table: 'events',
    column: 'city_id',
    parent: 'cities',
    parentKey: 'id',
    onDelete: 'SET NULL',
    onUpdate: 'NO ACTION',
  },
  {
    constraint: 'docs_city_id_foreign',
    table: 'docs',
    column: 'city_id',
    parent: 'cities',
    parentKey: 'id',
    onDelete: 'SET NULL',
    onUpdate: 'NO ACTION',
  },
  {
    constraint: 'ticket_options_event_id_foreign',
    table: 'ticket_options',
    column: 'event_id',
    parent: 'events',
    parentKey: 'id',
    onDelete: 'CASCADE',
    onUpdate: 'CASCADE',
  },
  {
    constraint: 'waitlist_entries_event_id_foreign',
    table: 'waitlist_entries',
    column: 'event_id',
    parent: 'events',
    parentKey: 'id',
    onDelete: 'CASCADE',
    onUpdate: 'CASCADE',
  },
  {
    constraint: 'partner_links_partner_id_foreign',
    table: 'partner_links',
    column: 'partner_id',
    parent: 'partners',
    parentKey: 'id',
    onDelete: 'CASCADE',
    onUpdate: 'NO ACTION',
  },
  {
    constraint: 'audit_logs_admin_user_id_foreign',
    table: 'audit_logs',
    column: 'admin_user_id',
    parent: 'admin_users',
    parentKey: 'id',
    onDelete: 'SET NULL',
    onUpdate: 'NO ACTION',
  },
  ...[
    ['event_imports', 'admin_user_id'],
    ['review_requests', 'requested_by'],
    ['review_requests', 'decided_by'],
    ['record_comments', 'admin_user_id'],
  ].map(([table, column]) => ({
    constraint: `${table}_${column}_foreign`,
    table,
    column,
    parent: 'admin_users',
    parentKey: 'id',
    onDelete: 'SET NULL' as Rule,
    onUpdate: 'NO ACTION' as Rule,
  })),
  {
    constraint: 'record_comments_review_request_id_foreign',
    table: 'record_comments',
    column: 'review_request_id',
    parent: 'review_requests',
    parentKey: 'id',
    onDelete: 'SET NULL',
    onUpdate: 'NO ACTION',
  },
  {
    constraint: 'parked_forms_admin_user_id_foreign',
    table: 'parked_forms',
    column: 'admin_user_id',
    parent: 'admin_users',
    parentKey: 'id',
    onDelete: 'CASCADE',
    onUpdate: 'NO ACTION',
  },
  {
    constraint: 'city_guide_drafts_city_id_foreign',
    table: 'city_guide_drafts',
    column: 'city_id',
    parent: 'cities',
    parentKey: 'id',
    onDelete: 'CASCADE',
    onUpdate: 'NO ACTION',
  },
  {
    constraint: 'city_guide_drafts_updated_by_foreign',
    table: 'city_guide_drafts',
    column: 'updated_by',
    parent: 'admin_users',
    parentKey: 'id',
    onDelete: 'SET NULL',
    onUpdate: 'NO ACTION',
  },
  /* the picture of an event, a city or a guide draft: (media_id, image_hash) → media (id, hash), migrations 0170, 0200 */
  ...['events', 'cities', 'city_guide_drafts'].map((table) => ({
    constraint: `${table}_media`,
    table,
    column: 'media_id',
    parent: 'media',
    parentKey: 'id',
    onDelete: 'RESTRICT' as Rule,
    onUpdate: 'CASCADE' as Rule,
  })),
  ...['staff_account_links', 'staff_recovery_codes'].map((table) => ({
    constraint: `${table}_admin_user_id_foreign`,
    table,
    column: 'admin_user_id',
    parent: 'admin_users',
    parentKey: 'id',
    onDelete: 'CASCADE' as Rule,
    onUpdate: 'NO ACTION' as Rule,
  })),
]

/** Columns a BEFORE trigger sets on every insert and update (sync: `updated_at`, `version`). */
const KEPT_BY_TRIGGER = new Set(
  ['events', 'cities', 'partners', 'pricing_items', 'docs', 'media'].flatMap((table) => [
    `${table}.updated_at`,
    `${table}.version`,
  ])
)

const RULES: Record<string, Rule> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL' }

/**
 * Every unique key: a second row equal to the first (`duplicate` patches it,
 * e.g. with another letter case) is rejected.
 */
const UNIQUE_CASES: {
  index: string
  table: string
  first?: Row
  duplicate?: Row
  /** the index PostgreSQL names when another one, checked first, also holds */
  reportedAs?: string
}[] = [
  { index: 'cities_slug_unique', table: 'cities' },
  /* the target of the composite picture keys: implied by the primary key, which reports first */
  { index: 'media_id_hash', table: 'media', first: { id: 900_001 }, reportedAs: 'media_pkey' },
  /* the same name twice for one city and kind, in another case and without accents */
  {
    index: 'city_aliases_unique_name',
    table: 'city_aliases',
    first: { name: 'Wien' },
    duplicate: { name: 'WIEN' },
  },
  { index: 'events_pkey', table: 'events' },
  { index: 'partners_slug_unique', table: 'partners' },
  { index: 'pricing_items_slug_unique', table: 'pricing_items' },
  { index: 'docs_slug_unique', table: 'docs' },
  {
    index: 'admin_users_email_unique',
    table: 'admin_users',
    first: { email: 'staff@example.org' },
    duplicate: { email: 'Staff@Example.ORG' },
  },
  {
    index: 'waitlist_entries_event_email',
    table: 'waitlist_entries',
    duplicate: { email: 'ADA@example.org', name: 'Ada again' },
  },
  {
    index: 'idempotency_keys_pkey',
    table: 'idempotency_keys',
    duplicate: { request_hash: 'b'.repeat(64) },
  },
  { index: 'rate_limits_pkey', table: 'rate_limits', duplicate: { points: 3 } },
  { index: 'change_log_public_records_pkey', table: 'change_log_public_records' },
  {
    index: 'change_log_publication_clock_pkey',
    table: 'change_log_publication_clock',
    duplicate: { logged_through: new Date('2031-11-01T00:00:00Z') },
  },
  { index: 'sessions_pkey', table: 'sessions', duplicate: { data: '{"other":1}' } },
  {
    index: 'staff_account_links_token_hash_unique',
    table: 'staff_account_links',
    duplicate: { purpose: 'invitation' },
  },
  { index: 'staff_recovery_codes_admin_user_id_code_hash_unique', table: 'staff_recovery_codes' },
  { index: 'review_requests_one_pending', table: 'review_requests' },
  /* one draft per city (issue #27), one parked form per token (issue #25) */
  { index: 'city_guide_drafts_pkey', table: 'city_guide_drafts' },
  { index: 'parked_forms_pkey', table: 'parked_forms' },
  /* a signed-out session's resume tickets are voided once (issue 36) */
  { index: 'voided_form_sessions_pkey', table: 'voided_form_sessions' },
]

/** Tables whose primary key is not `id`. */
const PRIMARY_KEYS: Record<string, string> = {
  parked_forms: 'token_hash',
  city_guide_drafts: 'city_id',
  voided_form_sessions: 'session_hash',
}

test.group('Database constraints', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every table has a valid base row that inserts cleanly', async ({ assert }) => {
    const tables = await appTables()
    assert.sameMembers(
      Object.keys(BASE_ROWS),
      tables,
      'database_rows.ts BASE_ROWS must cover every table'
    )
    const fixtures = await createFixtures()
    for (const table of tables) {
      const error = await attempt((trx) =>
        trx.knexQuery().table(table).insert(baseRow(table, fixtures))
      )
      assert.isUndefined(error, `${table}: ${describeError(error)}`)
    }
  })

  test('CHECK {constraint} rejects a bad {table} row (23514)')
    .with(CHECK_CASES)
    .run(async ({ assert }, { constraint, table, patch }) => {
      const fixtures = await createFixtures()
      const error = await attempt((trx) =>
        trx
          .knexQuery()
          .table(table)
          .insert(baseRow(table, fixtures, patch))
      )
      assert.equal(error?.code, CHECK_VIOLATION, describeError(error))
      assert.equal(error?.constraint, constraint)
    })

  test('CHECK constraints accept {name}')
    .with(ACCEPTED_CASES)
    .run(async ({ assert }, { table, patch }) => {
      const fixtures = await createFixtures()
      const error = await attempt((trx) =>
        trx
          .knexQuery()
          .table(table)
          .insert(baseRow(table, fixtures, patch))
      )
      assert.isUndefined(error, describeError(error))
    })

  test('the cases cover every CHECK constraint in the catalog', async ({ assert }) => {
    const result = await db.rawQuery(`
      SELECT conname FROM pg_constraint
      WHERE contype = 'c' AND connamespace = 'public'::regnamespace
    `)
    const declared = result.rows.map((row: { conname: string }) => row.conname)
    assert.sameMembers(
      CHECK_CASES.map((item) => item.constraint),
      declared
    )
  })

  test('foreign key {constraint} rejects a {table} row without its parent (23503)')
    .with(FOREIGN_KEYS)
    .run(async ({ assert }, { constraint, table, column, parent }) => {
      const fixtures = await createFixtures()
      const missing = parent === 'events' ? 'no-such-event' : 2_000_000_000
      const error = await attempt((trx) =>
        trx
          .knexQuery()
          .table(table)
          .insert(baseRow(table, fixtures, { [column]: missing }))
      )
      assert.equal(error?.code, FOREIGN_KEY_VIOLATION, describeError(error))
      assert.equal(error?.constraint, constraint)
    })

  test('the foreign keys in the catalog are exactly these, with their declared rules', async ({
    assert,
  }) => {
    const result = await db.rawQuery(`
      SELECT conname, confdeltype, confupdtype FROM pg_constraint
      WHERE contype = 'f' AND connamespace = 'public'::regnamespace
    `)
    const declared = result.rows.map(
      (row: { conname: string; confdeltype: string; confupdtype: string }) => ({
        constraint: row.conname,
        onDelete: RULES[row.confdeltype],
        onUpdate: RULES[row.confupdtype],
      })
    )
    assert.sameDeepMembers(
      FOREIGN_KEYS.map(({ constraint, onDelete, onUpdate }) => ({
        constraint,
        onDelete,
        onUpdate,
      })),
      declared
    )
  })

  test('deleting the parent of {table}.{column} does {onDelete}')
    .with(FOREIGN_KEYS)
    .run(async ({ assert }, { table, column, parent, parentKey, onDelete }) => {
      const fixtures = await createFixtures()
      const child = baseRow(table, fixtures)
      const parentValue = child[column]
      const key = PRIMARY_KEYS[table] ?? 'id'
      const [{ [key]: childKey }] = await db.knexQuery().table(table).insert(child).returning(key)

      const error = await attempt(async (trx) => {
        await trx
          .knexQuery()
          .table(parent)
          .where(parentKey, parentValue as string | number)
          .delete()
        const rows = await trx.knexQuery().table(table).where(key, childKey).select(column)
        if (onDelete === 'CASCADE') assert.lengthOf(rows, 0, 'the child row is deleted')
        if (onDelete === 'SET NULL') {
          assert.lengthOf(rows, 1, 'the child row stays')
          assert.isNull(rows[0][column])
        }
      })
      if (onDelete === 'RESTRICT') {
        /* PostgreSQL 18 reports RESTRICT as restrict_violation (23001), earlier ones as 23503 */
        assert.oneOf(error?.code, [FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION], describeError(error))
      } else if (onDelete === 'NO ACTION') {
        assert.equal(error?.code, FOREIGN_KEY_VIOLATION, describeError(error))
      } else {
        assert.isUndefined(error, describeError(error))
      }
    })

  test('renaming an event id carries {table}.{column} along (ON UPDATE CASCADE)')
    .with(FOREIGN_KEYS.filter((key) => key.onUpdate === 'CASCADE' && key.parent === 'events'))
    .run(async ({ assert }, { table, column }) => {
      const fixtures = await createFixtures()
      const [{ id }] = await db
        .knexQuery()
        .table(table)
        .insert(baseRow(table, fixtures))
        .returning('id')
      await db
        .knexQuery()
        .table('events')
        .where('id', fixtures.eventId)
        .update({ id: 'renamed-event' })
      const [row] = await db.knexQuery().table(table).where('id', id).select(column)
      assert.equal(row[column], 'renamed-event')
    })

  test('unique key {index} rejects a duplicate {table} row (23505)')
    .with(UNIQUE_CASES)
    .run(async ({ assert }, { index, table, first, duplicate, reportedAs }) => {
      const fixtures = await createFixtures()
      const error = await attempt(async (trx) => {
        await trx
          .knexQuery()
          .table(table)
          .insert(baseRow(table, fixtures, first))
        await trx
          .knexQuery()
          .table(table)
          .insert(baseRow(table, fixtures, { ...first, ...duplicate }))
      })
      assert.equal(error?.code, UNIQUE_VIOLATION, describeError(error))
      assert.equal(error?.constraint, reportedAs ?? index)
    })

  test('the cases cover every unique index on natural keys', async ({ assert }) => {
    /* Unique indexes, except the serial `id` primary keys that nobody writes */
    const result = await db.rawQuery(`
      SELECT i.indexrelid::regclass::text AS name
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indrelid
      WHERE i.indisunique AND c.relnamespace = 'public'::regnamespace
        AND c.relname NOT LIKE 'adonis_schema%'
        AND NOT (i.indisprimary AND EXISTS (
          SELECT 1 FROM pg_attribute a
          WHERE a.attrelid = c.oid AND a.attnum = ANY (i.indkey) AND a.attname = 'id'
            AND (a.attidentity <> '' OR pg_get_serial_sequence(c.relname, 'id') IS NOT NULL)
        ))
    `)
    assert.sameMembers(
      UNIQUE_CASES.map((item) => item.index),
      result.rows.map((row: { name: string }) => row.name)
    )
  })

  test('NOT NULL column {table}.{column} rejects null (23502)')
    .with(async () => {
      const result = await db.rawQuery(`
        SELECT c.relname AS table, a.attname AS column
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid
        WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
          AND c.relname NOT LIKE 'adonis_schema%'
          AND a.attnum > 0 AND NOT a.attisdropped AND a.attnotnull AND a.attgenerated = ''
        ORDER BY c.relname, a.attnum
      `)
      return result.rows as { table: string; column: string }[]
    })
    .run(async ({ assert }, { table, column }) => {
      const fixtures = await createFixtures()
      if (KEPT_BY_TRIGGER.has(`${table}.${column}`)) {
        /* the sync trigger (migration 0030) fills it whatever is sent */
        const trx = await db.transaction()
        try {
          const [row] = await trx
            .knexQuery()
            .table(table)
            .insert(baseRow(table, fixtures, { [column]: null }))
            .returning(column)
          assert.isNotNull(row[column])
        } finally {
          await trx.rollback()
        }
        return
      }
      const error = await attempt((trx) =>
        trx
          .knexQuery()
          .table(table)
          .insert(baseRow(table, fixtures, { [column]: null }))
      )
      assert.equal(error?.code, NOT_NULL_VIOLATION, describeError(error))
      assert.equal(error?.column, column)
    })
})

test.group('ON DELETE rules on the demo data', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('deleting a city deletes its guide and keeps its events and docs, unlinked', async ({
    assert,
  }) => {
    const city = await db.from('cities').where('slug', 'munich').firstOrFail()
    const guideTables = [
      'city_costs',
      'city_universities',
      'city_neighbourhoods',
      'city_housing_tips',
      'city_places',
      'city_aliases',
    ]
    const eventRows = await db.from('events').where('city_id', city.id).select('id')
    const eventIds = eventRows.map((row) => row.id)
    const docRows = await db.from('docs').where('city_id', city.id).select('slug')
    const docSlugs = docRows.map((row) => row.slug)
    assert.isAbove(eventIds.length, 0)
    assert.isAbove(docSlugs.length, 0)
    for (const table of guideTables) {
      const rows = await db.from(table).where('city_id', city.id).count('* as count')
      assert.isAbove(Number(rows[0].count), 0, `${table} has rows for München before`)
    }

    await db.from('cities').where('id', city.id).delete()

    for (const table of guideTables) {
      const rows = await db.from(table).where('city_id', city.id).count('* as count')
      assert.equal(Number(rows[0].count), 0, `${table} rows are deleted with the city`)
    }
    const events = await db.from('events').whereIn('id', eventIds).select('city_id', 'city_name')
    assert.lengthOf(events, eventIds.length, 'the events stay')
    for (const event of events) {
      assert.isNull(event.city_id)
      assert.equal(event.city_name, 'München', 'an event keeps its own city name')
    }
    const docs = await db.from('docs').whereIn('slug', docSlugs).select('city_id')
    assert.lengthOf(docs, docSlugs.length, 'the docs stay')
    assert.isTrue(docs.every((doc) => doc.city_id === null))
  })

  test('deleting an event deletes its ticket options and waitlist entries', async ({ assert }) => {
    const event = await db
      .from('events')
      .where('type', 'halloween')
      .where('waitlist_open', true)
      .orderBy('id')
      .firstOrFail()
    await db.table('waitlist_entries').insert({
      event_id: event.id,
      name: 'Ada',
      email: 'ada@example.org',
      consent_at: new Date(),
      source: 'mcp',
    })
    const options = await db.from('ticket_options').where('event_id', event.id).count('* as count')
    assert.isAbove(Number(options[0].count), 0)

    await db.from('events').where('id', event.id).delete()

    const [left] = await db
      .rawQuery(
        `SELECT (SELECT count(*) FROM ticket_options WHERE event_id = :id)::int AS options,
              (SELECT count(*) FROM waitlist_entries WHERE event_id = :id)::int AS waitlist`,
        { id: event.id }
      )
      .then((result) => result.rows)
    assert.deepEqual(left, { options: 0, waitlist: 0 })
  })

  test('deleting a partner deletes its links; deleting an admin keeps the audit log', async ({
    assert,
  }) => {
    const partner = await db.from('partners').where('slug', 'roomhopper').firstOrFail()
    await db.from('partners').where('id', partner.id).delete()
    const links = await db.from('partner_links').where('partner_id', partner.id).count('* as count')
    assert.equal(Number(links[0].count), 0)

    const [admin] = await db
      .table('admin_users')
      .insert({ email: 'gone@example.org', password: 'x' })
      .returning('id')
    const [log] = await db
      .table('audit_logs')
      .insert({
        admin_user_id: admin.id,
        actor_email: 'gone@example.org',
        action: 'update',
        entity_type: 'city',
        entity_id: '1',
      })
      .returning('id')
    await db.from('admin_users').where('id', admin.id).delete()
    const kept = await db.from('audit_logs').where('id', log.id).firstOrFail()
    assert.isNull(kept.admin_user_id)
    assert.equal(kept.actor_email, 'gone@example.org')
  })
})
