/* Rows the admin tests need, made directly through the models. */
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import AdminUser from '#models/admin_user'
import City from '#models/city'
import Event from '#models/event'
import type { StaffRight } from '#services/admin/roles'

export const STAFF_PASSWORD = 'correct-horse-battery'

export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

export function createStaff(email = `${unique('staff')}@example.org`) {
  return AdminUser.create({ email, password: STAFF_PASSWORD, fullName: 'Test Staff' })
}

export function createCity(overrides: Partial<City> = {}) {
  const slug = overrides.slug ?? unique('testcity')
  return City.create({
    slug,
    name: `City ${slug}`,
    country: 'Testland',
    countryCode: 'XT',
    timezone: 'Europe/Berlin',
    summary: 'A city for tests',
    festivalName: 'Test Fest',
    cityGuideUrl: `/cities/${slug}`,
    festivalUrl: `/festivals/${slug}`,
    halloweenUrl: null,
    about: '',
    ...overrides,
  })
}

export function createEvent(overrides: Partial<Event> = {}) {
  const id = overrides.id ?? unique('test-event')
  return Event.create({
    id,
    type: 'halloween',
    cityId: null,
    cityName: 'Elsewhere',
    name: `Event ${id}`,
    startAt: DateTime.now().plus({ days: 30 }),
    endAt: null,
    timezone: 'Europe/Berlin',
    url: `/events/${id}`,
    waitlistOpen: true,
    ticketStatus: 'coming_soon',
    buyUrl: `/events/${id}#tickets`,
    ticketNote: '',
    ...overrides,
  })
}

/** The form of a valid city, as the browser would post it. */
export function cityForm(overrides: Record<string, unknown> = {}) {
  const slug = unique('formcity')
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
    id: unique('form-event'),
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
