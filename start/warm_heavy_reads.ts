/*
| In production the heavy reads' code is taken through its first use before
| the server listens, as the understanding is (warm_understanding.ts): the
| first calendar of a crowd held the loop ~55 ms in one piece (Luxon's
| locales and zones, ical-generator's first run, the VTIMEZONE files) and
| the first MCP tool call ~50 ms (the SDK's request schemas, zod's compiled
| parsers). No database is needed: one made-up event, and MCP messages the
| tools refuse before reading anything.
*/
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import type { EventShape } from '#schemas/event'
import { icsCalendar } from '#services/calendar/ics_calendar'
import { warmMcp } from '#mcp/http/serve_mcp'
import { createStudentMcpServer } from '#mcp/students/student_server'

const ZONES = ['Europe/Berlin', 'Europe/London', null]

const EVENT: EventShape = {
  id: 'warm-up',
  type: 'halloween',
  name: 'Warm-up',
  city: 'Berlin',
  city_slug: 'berlin',
  start: '2027-10-31T20:00:00+01:00',
  end: '2027-11-01T03:00:00+01:00',
  timezone: null,
  venue: { name: 'Hall', address: 'Street 1' },
  age_min: 18,
  url: 'https://example.com/events/warm-up',
  status: 'upcoming',
  tickets: {
    status: 'on_sale',
    sold_out: false,
    options: [{ name: 'Early bird', price: 12.5, currency: 'EUR', sold_out: false }],
    early_access: null,
    buy_url: 'https://example.com/tickets',
    note: '',
    sales_open_at: null,
  },
  waitlist_open: false,
  whatsapp_group: null,
  entry_rule: null,
  description: 'A made-up event.',
  image: null,
  image_alt: null,
  image_credit: null,
  image_focal_point: null,
  updated_at: '2027-01-01T00:00:00Z',
}

async function warmHeavyReads() {
  const entries = ZONES.map((timezone) => ({ event: () => ({ ...EVENT, timezone }), sequence: 1 }))
  await icsCalendar('Student events', entries)
  await warmMcp(createStudentMcpServer)
}

if (app.inProduction) {
  await warmHeavyReads().catch((error) => logger.warn({ err: error }, 'warming heavy reads failed'))
}
