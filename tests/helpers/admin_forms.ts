/* What the admin forms post, as a browser would (rows come from database/factories). */
import type { ApiClient } from '@japa/api-client'
import type AdminUser from '#models/admin_user'
import { uniqueName } from '#database/factories/unique_name'
import type { StaffRight } from '#admin/staff/roles'

/** The form of a valid city, as the browser would post it. */
export function cityForm(overrides: Record<string, unknown> = {}) {
  const slug = uniqueName('formcity')
  return {
    name: 'Formville',
    slug,
    country: 'Testland',
    country_code: 'xt',
    timezone: 'Europe/Lisbon',
    festival_name: 'Formville Welcome Fest',
    summary: 'Sunny and cheap',
    about: 'Long text',
    city_guide_url: `/cities/${slug}`,
    festival_url: 'https://festival.example.org/formville',
    halloween_url: '',
    costs: [
      { label: 'Room', value: '€400' },
      { label: 'Coffee', value: '€1.20' },
    ],
    universities: [{ name: 'Formville University', url: 'https://uni.example.org' }],
    neighbourhoods: [{ name: 'Old Town', description: 'Steep streets' }],
    housing_tips: [{ tip: 'Start early' }],
    places: [{ name: 'Harbour', category: 'outdoors', description: 'Sunsets', url: '' }],
    ...overrides,
  }
}

/** The form of a valid event with two ticket rounds. */
export function eventForm(overrides: Record<string, unknown> = {}) {
  return {
    id: uniqueName('form-event'),
    name: 'Formville Halloween',
    type: 'halloween',
    city_id: '',
    city_name: 'Formville',
    timezone: 'Europe/Berlin',
    start_at: '2031-10-31T20:00',
    end_at: '2031-11-01T04:00',
    venue_name: 'Harbour Hall',
    venue_address: 'Quay 1',
    age_min: '18',
    url: '/events/formville-halloween',
    waitlist_open: '1',
    whatsapp_group: '',
    entry_rule: 'Student ID',
    ticket_status: 'on_sale',
    sales_open_at: '',
    buy_url: 'https://tickets.example.org/formville',
    ticket_note: 'Prices include fees',
    early_access_description: '',
    early_access_starts_at: '',
    early_access_ends_at: '',
    early_access_url: '',
    ticket_options: [
      { name: 'Early bird', price: '12.50', currency: 'eur' },
      { name: 'Regular', price: '18', currency: 'EUR' },
    ],
    publication: 'published',
    ...overrides,
  }
}

/** URL-encodes a form the way a browser posts nested rows: rows[0][name]=… */
export function asForm(values: Record<string, unknown>): string {
  const pairs = new URLSearchParams()
  const add = (key: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item))
    else if (value && typeof value === 'object') {
      for (const [child, item] of Object.entries(value)) add(`${key}[${child}]`, item)
    } else pairs.append(key, value === null || value === undefined ? '' : String(value))
  }
  for (const [key, value] of Object.entries(values)) add(key, value)
  return pairs.toString()
}

/**
 * Posts an admin form as `staff` would: signed in, with the CSRF token, the
 * fields URL-encoded as the browser sends them (chain `.redirects(0)` or a
 * `referer` header as the test needs).
 */
export function postAdminForm(
  client: ApiClient,
  staff: AdminUser,
  path: string,
  values: Record<string, unknown>
) {
  return client.post(path).loginAs(staff).withCsrfToken().form(asForm(values))
}

/**
 * The conflict page a refused save leads to: a 303 to the record's
 * /conflict address (no token in it), the refused form kept in the session.
 */
export async function followToConflict(
  client: ApiClient,
  staff: AdminUser,
  refused: {
    assertStatus(status: number): void
    header(name: string): string | undefined
    session(): Record<string, any>
  }
) {
  refused.assertStatus(303)
  const location = refused.header('location') ?? ''
  if (!/^\/admin\/[a-z_]+\/[^/?]+\/conflict$/.test(location))
    throw new Error(`not a conflict page: ${location}`)
  return client.get(location).loginAs(staff).withSession(refused.session())
}

/** The admin pages of each right (roles.spec walks every role rule over them). */
export const ADMIN_PAGES_BY_RIGHT: Record<StaffRight, string[]> = {
  content: [
    '/admin/events',
    '/admin/events/new',
    '/admin/cities',
    '/admin/partners',
    '/admin/pricing',
    '/admin/docs',
    '/admin/history',
    '/admin/history/deleted',
  ],
  personal_data: ['/admin/waitlists', '/admin/messages', '/admin/waitlists/export.csv'],
  staff: ['/admin/staff', '/admin/staff/new'],
}
