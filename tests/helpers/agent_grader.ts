import { readFileSync } from 'node:fs'
import { TYPE, parse } from '@formatjs/icu-messageformat-parser'
import { DateTime } from 'luxon'
import { expectValue } from '#lib/result'
import { listEvents } from '#services/catalog/event_service'
import { getCityGuide, searchCities } from '#services/catalog/city_service'
import { listPartnerDeals } from '#services/catalog/partner_service'
import { getDoc } from '#services/catalog/docs_service'
import type { EventShape } from '#schemas/event'
import type { AgentAnswer } from '#a2a/agent_answer'
import type { Expectation, Selection, When } from '#tests/fixtures/agent_questions/types'

/*
| Grades one answer of the agent against the catalog read directly
| (listEvents, getCityGuide, listPartnerDeals with no agent code in between):
| the expected events are filtered here from every event, a date phrase is
| resolved here with luxon, a field's value is read from the event itself;
| a sentence saying a field has no value is the message catalog's, in the
| language the answer says it is in (data.language).
*/

const ZONE = 'Europe/Berlin'

/** [from, to) of a date phrase, computed here, in Berlin time. */
function rangeOf(when: When, now: DateTime, past: boolean): [DateTime, DateTime] {
  const local = now.setZone(ZONE)
  const today = local.startOf('day')
  if (when.weekday) {
    const ahead = (when.weekday - local.weekday + 7) % 7
    const day = today.plus({ days: ahead })
    return [day, day.plus({ days: 1 })]
  }
  if (when.date) {
    const [month, dayOfMonth] = when.date
    let day = DateTime.fromObject({ year: local.year, month, day: dayOfMonth }, { zone: ZONE })
    if (day.plus({ days: 1 }) <= local) day = day.plus({ years: 1 })
    return [day, day.plus({ days: 1 })]
  }
  if (when.nextDays) return [local, today.plus({ days: when.nextDays + 1 })]
  if (when.year) return past ? [local.startOf('year'), local] : [local, local.endOf('year')]
  if (when.month) {
    let start = DateTime.fromObject({ year: local.year, month: when.month, day: 1 }, { zone: ZONE })
    if (start.plus({ months: 1 }) <= local) start = start.plus({ years: 1 })
    return [start, start.plus({ months: 1 })]
  }
  if (when.nextMonth) {
    const start = local.startOf('month').plus({ months: 1 })
    return [start, start.plus({ months: 1 })]
  }
  const nextWeek = local.startOf('week').plus({ weeks: 1 })
  return [nextWeek, nextWeek.plus({ weeks: 1 })]
}

function overlaps(event: EventShape, [from, to]: [DateTime, DateTime]): boolean {
  const start = DateTime.fromISO(event.start)
  const end = event.end ? DateTime.fromISO(event.end) : start.plus({ hours: 6 })
  return start < to && end > from
}

async function countrySlugs(code: string): Promise<Set<string>> {
  const cities = await searchCities({ limit: 100 })
  return new Set(cities.cities.filter((c) => c.country_code === code).map((c) => c.slug))
}

/** The events an expectation means, filtered here from every event of the catalog. */
async function expectedEvents(expectation: Selection, now = DateTime.now()) {
  const past = expectation.past ?? false
  const every = await listEvents({ upcoming: !past, limit: 200 })
  const inCountry = expectation.country ? await countrySlugs(expectation.country) : null
  const cityName = expectation.place?.toLowerCase()
  const range = expectation.when ? rangeOf(expectation.when, now, past) : null
  return every.events.filter(
    (event) =>
      (!expectation.city || event.city_slug === expectation.city) &&
      (!cityName || event.city.toLowerCase() === cityName) &&
      (!inCountry || (event.city_slug !== null && inCountry.has(event.city_slug))) &&
      (!expectation.type || event.type === expectation.type) &&
      (!range || overlaps(event, range)) &&
      (!past || event.status === 'past') &&
      (expectation.filter !== 'on_sale' || event.tickets.status === 'on_sale') &&
      (expectation.filter !== 'sold_out' || event.tickets.sold_out) &&
      (expectation.filter !== 'early_access' || event.tickets.early_access !== null) &&
      (expectation.filter !== 'waitlist' || event.waitlist_open) &&
      (expectation.filter !== 'free' ||
        (event.tickets.options.length > 0 && event.tickets.options.every((o) => o.price === 0)))
  )
}

function lowest(event: EventShape): number {
  const prices = event.tickets.options.map((o) => o.price).filter((p): p is number => p !== null)
  return prices.length ? Math.min(...prices) : Number.POSITIVE_INFINITY
}

const catalogs = new Map<string, Record<string, string>>()

/**
 * The words of a catalog message in the answer's language that name no
 * value (resources/lang/<language>/agent.json): its longest literal run,
 * e.g. "the waitlist is not open" of "{name}: the waitlist is not open.".
 */
function catalogWords(language: string, key: string): string {
  let catalog = catalogs.get(language)
  if (!catalog) {
    catalog = JSON.parse(readFileSync(`resources/lang/${language}/agent.json`, 'utf8'))
    catalogs.set(language, catalog!)
  }
  return parse(catalog![key])
    .flatMap((element) => (element.type === TYPE.literal ? [element.value] : []))
    .map((run) => run.replace(/^[\s.:;,()\u00a0]+|[\s.:;,()\u00a0]+$/g, ''))
    .reduce((longest, run) => (run.length > longest.length ? run : longest), '')
}

/** What the text must say for a field of an event, read from the event (and the catalog, in `language`). */
function fieldWords(event: EventShape, field: string, language: string): string[] {
  const said = (key: string) => [catalogWords(language, key)]
  switch (field) {
    case 'entry_rule':
      return event.entry_rule ? [event.entry_rule] : said('field.entry_none')
    case 'age_min':
      return event.age_min !== null ? [String(event.age_min)] : said('field.age_none')
    case 'waitlist':
      return said(event.waitlist_open ? 'field.waitlist_open' : 'field.waitlist_closed')
    case 'early_access':
      return event.tickets.early_access
        ? [event.tickets.early_access.description]
        : said('field.early_none')
    case 'price':
      return event.tickets.options.length
        ? event.tickets.options.map((o) => o.name)
        : said('price.none')
    default:
      return [event.name]
  }
}

/** How many events of the catalog (upcoming or past) the text names. */
async function eventsNamed(text: string): Promise<number> {
  const every = await listEvents({ upcoming: false, limit: 200 })
  return every.events.filter((event) => text.includes(event.name)).length
}

async function coveredCityNames(): Promise<string[]> {
  const covered = await searchCities({ limit: 100 })
  return covered.cities.map((city) => city.name)
}

/* the data part read as plain JSON: each kind checks the fields it needs */
type Data = Record<string, any>

/** A partner named by its slug or by its name as the API gives it (a set written from /api/v1/partners). */
const isPartner = (partner: { slug: string; name: string }, named: string) =>
  partner.slug === named || partner.name.toLowerCase() === named.toLowerCase()

/** Whether the answer is right; the reason when not. */
export async function grade(expectation: Expectation, answer: AgentAnswer): Promise<string | null> {
  const data = answer.data as Data
  const text = answer.text
  switch (expectation.kind) {
    case 'events': {
      const expected = await expectedEvents(expectation)
      if (!('result' in data) || !data.result || !Array.isArray(data.result.events))
        return `no event list (intent ${data.intent})`
      const listed = data.result.events as EventShape[]
      /* the student reads the text: the list's first event must be in it, not only in the data part */
      if (listed.length > 0 && !text.includes(listed[0].name)) return `text lacks ${listed[0].name}`
      const got = listed.map((e) => e.id).sort()
      const want = expected.map((e) => e.id).sort()
      if (expectation.first) {
        return want.length === 0
          ? got.length === 0
            ? null
            : `expected none, got ${got}`
          : got[0] !== undefined && want.includes((data.result.events as EventShape[])[0].id)
            ? null
            : `first ${got[0]} not in ${want}`
      }
      return JSON.stringify(got) === JSON.stringify(want) ? null : `events ${got} ≠ ${want}`
    }
    case 'cheapest': {
      const expected = await expectedEvents(expectation)
      const priced = expected.filter((e) => lowest(e) < Number.POSITIVE_INFINITY)
      const min = Math.min(...priced.map(lowest))
      const ok = priced.filter((e) => lowest(e) === min).some((e) => text.includes(e.name))
      return ok ? null : `cheapest (${min}) not named`
    }
    case 'field': {
      const [event] = await expectedEvents(expectation)
      if (!event) return 'no such event in the catalog'
      const words = fieldWords(event, expectation.field, data.language ?? 'en')
      const missing = words.filter((w) => !text.toLowerCase().includes(w.toLowerCase()))
      return missing.length ? `text lacks ${missing.join(', ')}` : null
    }
    case 'cost': {
      const guide = expectValue(await getCityGuide(expectation.city))
      const costs = guide.monthly_costs.filter((c) => expectation.label.test(c.label))
      if (costs.length === 0) return 'no such cost label'
      return costs.every((c) => text.includes(c.value)) ? null : `text lacks ${costs[0].value}`
    }
    case 'topic': {
      const guide = expectValue(await getCityGuide(expectation.city))
      const names =
        expectation.topic === 'neighbourhoods'
          ? guide.neighbourhoods.map((n) => n.name)
          : expectation.topic === 'housing_tips'
            ? guide.housing_tips
            : guide.places
                .filter((p) => !expectation.category || p.category === expectation.category)
                .map((p) => p.name)
      const missing = names.slice(0, 3).filter((name) => !text.includes(name))
      return missing.length ? `text lacks ${missing.join(', ')}` : null
    }
    case 'timezone': {
      const guide = expectValue(await getCityGuide(expectation.city))
      return text.includes(guide.timezone) ? null : `text lacks ${guide.timezone}`
    }
    case 'guide': {
      const guide = expectValue(await getCityGuide(expectation.city))
      return text.includes(guide.city_guide_url) ? null : `text lacks ${guide.city_guide_url}`
    }
    case 'deals': {
      const all = await listPartnerDeals(
        expectation.category ? { category: expectation.category } : {}
      )
      const want = all.partners
        .filter((p) => !expectation.hasCode || p.code !== null)
        .filter((p) => !expectation.partner || isPartner(p, expectation.partner))
      if (expectation.partner) {
        const partner = want[0]
        return partner && text.includes(partner.code ?? partner.name)
          ? null
          : 'partner not answered'
      }
      const others = all.partners.filter((p) => !want.includes(p))
      const missing = want.filter((p) => !text.includes(p.name)).map((p) => p.name)
      const extra = others.filter((p) => text.includes(p.name)).map((p) => p.name)
      return missing.length || extra.length
        ? `deals: text lacks ${missing.join(', ') || 'none'}; names also ${extra.join(', ') || 'none'}`
        : null
    }
    case 'decline':
      /* declined with where to go instead (a link; the event asked about may be named), no catalog dump */
      if ((await eventsNamed(text)) > 3) return 'declined with a list of events'
      return /https?:\/\//.test(text) ? null : 'no link to where it can be done'
    case 'outside':
      /* "not covered, here is what is": covered cities named, no event listed */
      if ((await eventsNamed(text)) > 0) return 'events listed for a place not covered'
      const covered = await coveredCityNames()
      return covered.some((name) => text.includes(name)) ? null : 'the covered cities are not named'
    case 'compare': {
      const names = await Promise.all(
        expectation.cities.map(async (slug) => expectValue(await getCityGuide(slug)).name)
      )
      const missing = names.filter((name) => !text.includes(name))
      return missing.length ? `text lacks ${missing.join(', ')}` : null
    }
    case 'intent':
      return data.intent === expectation.intent ? null : `intent ${data.intent}`
    case 'doc': {
      const wanted = await getDoc(expectation.doc)
      if (!wanted.ok) return `no doc ${expectation.doc}`
      return text.includes(wanted.value.url) ? null : `text lacks ${wanted.value.url}`
    }
  }
}
