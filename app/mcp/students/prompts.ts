/*
| Prompts students would pick in an MCP host, and the completions of their
| `city` argument and of the resource templates' variables: by prefix of any
| name the place-name resolver knows ("ber" → berlin, "wi" → vienna: Wien).
*/
import { DateTime } from 'luxon'
import type { McpPrompt } from '#mcp/server/definitions'
import { invalidArguments } from '#mcp/server/protocol_errors'
import { listEvents } from '#services/catalog/event_service'
import { completeCities, placeKey, resolveCatalogCity } from '#services/catalog/place_names'
import { listCityNames } from '#services/catalog/city_service'

/** City slugs whose names (or country's names) start with what was typed. */
export async function completeCitySlugs(typed: string): Promise<string[]> {
  const cities = await completeCities(typed)
  return cities.map((city) => city.slug)
}

/** Upcoming event ids that start with what was typed, then those of the cities it names. */
export async function completeEventIds(typed: string): Promise<string[]> {
  const [{ events }, cities] = await Promise.all([
    listEvents({ upcoming: true, limit: 200 }),
    completeCities(typed),
  ])
  const prefix = placeKey(typed).replaceAll(' ', '-')
  const slugs = new Set(cities.map((city) => city.slug))
  const byId = events.filter((event) => event.id.startsWith(prefix))
  const byCity = events.filter(
    (event) => !byId.includes(event) && event.city_slug !== null && slugs.has(event.city_slug)
  )
  return [...byId, ...byCity].map((event) => event.id)
}

const cityArgument = {
  name: 'city',
  description: 'City slug or name, in any language students use (berlin, Wien, Praha)',
  required: true,
  complete: completeCitySlugs,
}

/** The city a prompt argument names, or -32602 naming the cities covered. */
async function promptCity(prompt: string, name: string) {
  const city = await resolveCatalogCity(name)
  if (city) return city
  const covered = await listCityNames()
  throw invalidArguments(prompt, [
    {
      argument: 'city',
      message: `no city "${name}"; cities covered: ${covered.map((c) => c.name).join(', ')}`,
    },
  ])
}

/** This weekend in a zone: today and tomorrow on a Saturday, else the coming Saturday and Sunday. */
function weekendIn(zone: string): [string, string] {
  const today = DateTime.now().setZone(zone).startOf('day')
  const saturday =
    today.weekday === 7
      ? today.minus({ days: 1 })
      : today.plus({ days: (6 - today.weekday + 7) % 7 })
  return [saturday.toISODate()!, saturday.plus({ days: 1 }).toISODate()!]
}

export const STUDENT_PROMPTS: McpPrompt[] = [
  {
    name: 'whats_on_this_weekend',
    title: "What's on this weekend",
    description: 'Student events in a city this Saturday and Sunday, with prices and buy links',
    arguments: [cityArgument],
    async text({ city: name }) {
      const city = await promptCity('whats_on_this_weekend', name)
      const [saturday, sunday] = weekendIn(city.timezone)
      return [
        `What's on for students in ${city.name} this weekend (${saturday} to ${sunday})?`,
        `Use list_events with city "${city.slug}", from "${saturday}" and to "${sunday}".`,
        'For each event give the time, venue, ticket status and cheapest price, with the buy link.',
        'If there is nothing, say so and name the next event in the city (get_event with the city).',
      ].join(' ')
    },
  },
  {
    name: 'plan_my_first_week',
    title: 'Plan my first week',
    description: 'A first week in a new city: neighbourhoods, housing, costs, events and deals',
    arguments: [cityArgument],
    async text({ city: name }) {
      const city = await promptCity('plan_my_first_week', name)
      const today = DateTime.now().setZone(city.timezone)
      const weekEnd = today.plus({ days: 7 }).toISODate()!
      return [
        `I'm an international student arriving in ${city.name}. Plan my first week, day by day.`,
        `Use get_city_guide with city "${city.slug}" for neighbourhoods, housing tips, monthly costs and places;`,
        `list_events with city "${city.slug}" and to "${weekEnd}" for student events that week;`,
        'and list_partner_deals for student deals worth setting up early (banking, mobile, travel).',
      ].join(' ')
    },
  },
]
