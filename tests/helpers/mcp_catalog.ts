/*
| Rows the MCP tests own (inside each test's global transaction): three
| cities with Halloween events in known waiting-list states, and a run of
| events for pagination.
*/
import { DateTime } from 'luxon'
import type { Group } from '@japa/runner/core'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import testUtils from '@adonisjs/core/services/test_utils'
import { connectClient } from '#tests/helpers/mcp_client'
import type City from '#models/city'
import type Event from '#models/event'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory, inCity } from '#database/factories/event_factory'

export const OPEN_CITY = 'mcpville'
export const CLOSED_CITY = 'mcpclosed'
export const QUIET_CITY = 'mcpquiet'
export const OPEN_EVENT = 'mcpville-halloween-next'
export const LATER_EVENT = 'mcpville-halloween-later'
export const PAST_EVENT = 'mcpville-halloween-past'
export const CLOSED_EVENT = 'mcpclosed-halloween'
export const PAGED_EVENTS = 5

async function createCity(slug: string, name: string) {
  return CityFactory.merge({
    slug,
    name,
    countryCode: 'TL',
    summary: `${name} is a test city.`,
    festivalName: `${name} Fest`,
    about: `About ${name}.`,
  }).create()
}

async function createEvent(
  city: City,
  id: string,
  fields: { type?: Event['type']; daysFromNow: number; waitlistOpen?: boolean; price?: number }
) {
  const start = DateTime.now().plus({ days: fields.daysFromNow }).startOf('hour')
  return EventFactory.apply('onSale')
    .merge({
      id,
      type: fields.type ?? 'halloween',
      ...inCity(city),
      name: `${city.name} ${id}`,
      startAt: start,
      endAt: start.plus({ hours: 5 }),
      venueName: 'Test Hall',
      venueAddress: 'Main Street 1',
      waitlistOpen: fields.waitlistOpen ?? false,
      buyUrl: `/tickets/${id}`,
    })
    .with('ticketOptions', 1, (round) => round.merge({ price: fields.price ?? 12 }))
    .create()
}

export async function createMcpCatalog() {
  const open = await createCity(OPEN_CITY, 'Mcpville')
  const closed = await createCity(CLOSED_CITY, 'Mcpclosed')
  await createCity(QUIET_CITY, 'Mcpquiet')
  await createEvent(open, PAST_EVENT, { daysFromNow: -30, waitlistOpen: true })
  await createEvent(open, OPEN_EVENT, { daysFromNow: 20, waitlistOpen: true })
  await createEvent(open, LATER_EVENT, { daysFromNow: 380, waitlistOpen: false })
  await createEvent(closed, CLOSED_EVENT, { daysFromNow: 25, waitlistOpen: false })
  for (let index = 1; index <= PAGED_EVENTS; index++) {
    await createEvent(open, `mcpville-kickoff-${index}`, {
      type: 'semester_kickoff',
      daysFromNow: 40 + index,
    })
  }
}

/**
 * Before each test of `group`: the MCP catalog, in a transaction rolled back
 * after the test, and an SDK client connected over HTTP (closed after it).
 */
export function mcpCatalogSession(group: Group): { readonly client: Client } {
  const session = {} as { client: Client }
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    await createMcpCatalog()
    session.client = await connectClient()
    return async () => {
      await session.client.close()
      await rollback()
    }
  })
  return session
}
