import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { appUrl, serviceConfig } from '#config/service'
import { getCityGuide, searchCities } from '#services/catalog/city_service'
import { getEvent, getNextEventInCity, listEvents } from '#services/catalog/event_service'
import { listPartnerDeals } from '#services/catalog/partner_service'
import { getPricing } from '#services/catalog/pricing_service'
import { clearRateLimits } from '#services/rate_limit_service'
import type { A2AAnswerData } from '#schemas/a2a'
import type { EventShape } from '#schemas/event'
import { AGENT_CARD_URL, ask, asJson } from './a2a_kit.js'
import { createEvent, midpoint } from './event_fixtures.js'
import Event from '#models/event'

type Data = A2AAnswerData

interface Case {
  question: string
  intent: Data['intent']
  query: Record<string, unknown>
  /** The same catalog call made directly */
  expected: () => Promise<unknown>
  corrections?: { said: string; understood: string }[]
  text?: RegExp
}

/* The catalog answers the agent must pass on unchanged, for the parameters it understood. */
const CASES: Case[] = [
  {
    question: 'Which cities are there?',
    intent: 'list_cities',
    query: {},
    expected: () => searchCities({}),
    text: /^\d+ cities:\n- /,
  },
  {
    question: 'What cities do you have in Germany?',
    intent: 'list_cities',
    query: { country: 'Germany' },
    expected: () => searchCities({ country: 'Germany' }),
    text: /Berlin.*\n.*München/s,
  },
  {
    question: 'Tell me about Lisbon',
    intent: 'city_guide',
    query: { city: 'lisbon' },
    expected: () => getCityGuide('lisbon'),
    text: /^Lisbon \(Portugal\)/,
  },
  {
    question: 'Berln',
    intent: 'city_guide',
    query: { city: 'berlin' },
    expected: () => getCityGuide('berlin'),
    corrections: [{ said: 'berln', understood: 'Berlin' }],
    text: /^\(I read "berln" as Berlin\.\) Berlin \(Germany\)/,
  },
  {
    question: 'what is student life like in barcelon?',
    intent: 'city_guide',
    query: { city: 'barcelona' },
    expected: () => getCityGuide('barcelona'),
    corrections: [{ said: 'barcelon', understood: 'Barcelona' }],
  },
  {
    question: 'Which universities are in Dublin?',
    intent: 'city_guide',
    query: { city: 'dublin' },
    expected: () => getCityGuide('dublin'),
    text: /Universities: /,
  },
  {
    question: 'Cost of living in munchen',
    intent: 'city_costs',
    query: { city: 'munich' },
    expected: () => getCityGuide('munich'),
    corrections: [],
    text: /^Monthly costs for a student in München:/,
  },
  {
    question: 'Is Zurich expensive?',
    intent: 'city_costs',
    query: { city: 'zurich' },
    expected: () => getCityGuide('zurich'),
  },
  {
    question: 'How much is rent in KRAKOW?',
    intent: 'city_costs',
    query: { city: 'krakow' },
    expected: () => getCityGuide('krakow'),
  },
  {
    question: 'Events in Berlin',
    intent: 'list_events',
    query: { city: 'berlin', type: 'all', upcoming: true },
    expected: () => listEvents({ city: 'berlin', type: 'all', upcoming: true }),
    text: /^\d+ upcoming events? in Berlin:\n- /,
  },
  {
    question: 'Halloween parties in München',
    intent: 'list_events',
    query: { city: 'munich', type: 'halloween', upcoming: true },
    expected: () => listEvents({ city: 'munich', type: 'halloween', upcoming: true }),
  },
  {
    question: 'orientation weeks',
    intent: 'list_events',
    query: { type: 'orientation_week', upcoming: true },
    expected: () => listEvents({ type: 'orientation_week', upcoming: true }),
  },
  {
    question: 'semester kickoffs in Amsterdm',
    intent: 'list_events',
    query: { city: 'amsterdam', type: 'semester_kickoff', upcoming: true },
    expected: () => listEvents({ city: 'amsterdam', type: 'semester_kickoff', upcoming: true }),
    corrections: [{ said: 'amsterdm', understood: 'Amsterdam' }],
  },
  {
    question: 'Are there any welcome festivals?',
    intent: 'list_events',
    query: { type: 'welcome_festival', upcoming: true },
    expected: () => listEvents({ type: 'welcome_festival', upcoming: true }),
  },
  {
    question: 'past events in Vienna',
    intent: 'list_events',
    query: { city: 'vienna', type: 'all', upcoming: false },
    expected: () => listEvents({ city: 'vienna', type: 'all', upcoming: false }),
  },
  {
    question: 'events in Springfield',
    intent: 'list_events',
    query: { city: 'Springfield', type: 'all', upcoming: true },
    expected: () => listEvents({ city: 'Springfield', type: 'all', upcoming: true }),
    text: /^I don't know a city called "Springfield"\. Cities I know: .*Berlin/,
  },
  {
    question: 'When is the next event in Prague?',
    intent: 'next_event',
    query: { city: 'prague' },
    expected: () => getNextEventInCity('prague'),
    text: /^The next event in Prague: /,
  },
  {
    question: 'Ticket prices in Barcelona',
    intent: 'ticket_prices',
    query: { city: 'barcelona' },
    expected: () => getPricing({ city: 'barcelona' }),
    text: /^Ticket prices in Barcelona:/,
  },
  {
    question: 'how much are tickets in berlin?',
    intent: 'ticket_prices',
    query: { city: 'berlin' },
    expected: () => getPricing({ city: 'berlin' }),
  },
  {
    question: 'Are Halloween tickets in Berlin on sale?',
    intent: 'ticket_status',
    query: { city: 'berlin', type: 'halloween', upcoming: true },
    expected: () => listEvents({ city: 'berlin', type: 'halloween', upcoming: true }),
    text: /Buy: http/,
  },
  {
    question: 'Show me travel deals',
    intent: 'list_deals',
    query: { category: 'travel' },
    expected: () => listPartnerDeals({ category: 'travel' }),
    text: /travel deals:\n- /,
  },
  {
    question: 'any food discounts?',
    intent: 'list_deals',
    query: { category: 'food' },
    expected: () => listPartnerDeals({ category: 'food' }),
  },
  {
    question: 'gym discount codes',
    intent: 'list_deals',
    query: { category: 'fitness' },
    expected: () => listPartnerDeals({ category: 'fitness' }),
  },
  {
    question: 'All partner deals please',
    intent: 'list_deals',
    query: {},
    expected: () => listPartnerDeals({}),
  },
  {
    question: 'What is free?',
    intent: 'free_offers',
    query: {},
    expected: () => getPricing({}),
    text: /^Free for students:\n- /,
  },
  {
    question: 'What is the refund policy?',
    intent: 'pricing',
    query: { topic: 'refund_policy' },
    expected: () => getPricing({}),
    text: /^Refund policy:/,
  },
  {
    question: 'What packages do you have?',
    intent: 'pricing',
    query: { topic: 'packages' },
    expected: () => getPricing({}),
    text: /^Packages:/,
  },
]

async function assertCase(
  assert: any,
  { question, intent, query, expected, corrections, text }: Case
) {
  const reply = await ask(question)
  assert.equal(reply.data.intent, intent, question)
  assert.deepEqual(reply.data.query, query, question)
  assert.deepEqual(reply.data.result, asJson(await expected()), question)
  if (corrections) assert.deepEqual(reply.data.corrections, corrections, question)
  if (text) assert.match(reply.text, text, question)
}

/** Whether an event overlaps [from, to) (no end: six hours, as the service counts). */
function overlaps(event: EventShape, from: string, to: string): boolean {
  const start = DateTime.fromISO(event.start)
  const end = event.end ? DateTime.fromISO(event.end) : start.plus({ hours: 6 })
  return start < DateTime.fromISO(to) && end > DateTime.fromISO(from)
}

/** The agent's date-range answer against the service, and against a filter done here. */
async function assertDateRangeAnswer(
  assert: any,
  question: string,
  expected: { city?: string; label: string; from: DateTime; to: DateTime; mustInclude: string }
) {
  const reply = await ask(question)
  const data = reply.data
  if (data.intent !== 'list_events') throw new Error(`list_events expected, got ${data.intent}`)
  const between = data.query.between!
  assert.equal(between.label, expected.label)
  assert.equal(between.timezone, 'Europe/Berlin')
  assert.equal(between.to, expected.to.toISO({ suppressMilliseconds: true }))
  assert.isBelow(Math.abs(DateTime.fromISO(between.from).diff(expected.from).as('seconds')), 120)
  assert.equal(data.query.city, expected.city)

  const params = {
    ...(expected.city ? { city: expected.city } : {}),
    type: 'all' as const,
    upcoming: true,
  }
  const same = await listEvents({
    ...params,
    between: { from: DateTime.fromISO(between.from), to: DateTime.fromISO(between.to) },
  })
  assert.deepEqual(data.result, asJson(same))

  const everyUpcoming = await listEvents(params)
  const inRange = everyUpcoming.events.filter((event) => overlaps(event, between.from, between.to))
  assert.deepEqual(
    data.result.events.map((event) => event.id),
    inRange.map((event) => event.id)
  )
  assert.include(
    data.result.events.map((event) => event.id),
    expected.mustInclude
  )
  assert.match(reply.text, new RegExp(`upcoming events? .*${expected.label}:`))
}

test.group('A2A message/send: questions and answers', (group) => {
  group.setup(() => clearRateLimits())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const entry of CASES) {
    test(`"${entry.question}" → ${entry.intent}`, async ({ assert }) => {
      await assertCase(assert, entry)
    })
  }

  test('"What is on in Berlin this weekend?" lists the events overlapping the weekend', async ({
    assert,
  }) => {
    const local = DateTime.now().setZone('Europe/Berlin')
    const monday = local.startOf('week').plus({ weeks: 1 })
    const friday = monday.minus({ days: 3 }).set({ hour: 18 })
    const from = local > friday ? local : friday
    const party = await createEvent('berlin', midpoint(from.toISO()!, monday.toISO()!))
    await assertDateRangeAnswer(assert, 'What is on in Berln this weekend?', {
      city: 'berlin',
      label: 'this weekend',
      from,
      to: monday,
      mustInclude: party.id,
    })
  })

  test('"parties next month" lists the events of next month in every city', async ({ assert }) => {
    const start = DateTime.now().setZone('Europe/Berlin').startOf('month').plus({ months: 1 })
    const end = start.plus({ months: 1 })
    const party = await createEvent('vienna', midpoint(start.toISO()!, end.toISO()!))
    await assertDateRangeAnswer(assert, 'parties next month', {
      label: 'next month',
      from: start,
      to: end,
      mustInclude: party.id,
    })
  })

  test('"Events in Berlin in March" lists the events of the next March', async ({ assert }) => {
    const local = DateTime.now().setZone('Europe/Berlin')
    const year = local.month <= 3 ? local.year : local.year + 1
    const start = DateTime.fromObject({ year, month: 3, day: 1 }, { zone: 'Europe/Berlin' })
    const end = start.plus({ months: 1 })
    const party = await createEvent('berlin', start.plus({ days: 10, hours: 20 }))
    await assertDateRangeAnswer(assert, 'Events in Berlin in March', {
      city: 'berlin',
      label: start.toFormat('LLLL yyyy'),
      from: local > start ? local : start,
      to: end,
      mustInclude: party.id,
    })
  })

  test('"anything happening in Lisbon tomorrow?" resolves tomorrow in Lisbon time', async ({
    assert,
  }) => {
    const reply = await ask('anything happening in Lisbon tomorrow?')
    if (reply.data.intent !== 'list_events') throw new Error('list_events expected')
    const tomorrow = DateTime.now().setZone('Europe/Lisbon').startOf('day').plus({ days: 1 })
    assert.deepEqual(reply.data.query.between, {
      label: 'tomorrow',
      from: tomorrow.toISO({ suppressMilliseconds: true })!,
      to: tomorrow.plus({ days: 1 }).toISO({ suppressMilliseconds: true })!,
      timezone: 'Europe/Lisbon',
    })
  })

  test('a date range without events points to the next upcoming one', async ({ assert }) => {
    await Event.query().where('city_name', 'Zürich').delete()
    const later = await createEvent('zurich', DateTime.now().plus({ months: 2 }), 'Later Party')
    const reply = await ask('events in Zurich next week')
    if (reply.data.intent !== 'list_events') throw new Error('list_events expected')
    assert.equal(reply.data.result.total, 0)
    assert.match(reply.text, /^No upcoming events in Zürich next week\. The next upcoming one: /)
    assert.include(reply.text, later.name)
  })

  test('an event id answers that event', async ({ assert }) => {
    const party = await createEvent('dublin', DateTime.now().plus({ days: 3 }))
    const reply = await ask(`Show me event ${party.id.toUpperCase()}`)
    assert.equal(reply.data.intent, 'get_event')
    assert.deepEqual(reply.data.query, { id: party.id })
    assert.deepEqual(reply.data.result, asJson(await getEvent(party.id)))
    assert.include(reply.text, party.name)
    assert.include(reply.text, 'Regular €12')
  })

  test('an unknown event id is said to be unknown', async ({ assert }) => {
    const reply = await ask('event id no-such-event-1999')
    assert.deepEqual(reply.data, {
      intent: 'get_event',
      query: { id: 'no-such-event-1999' },
      result: null,
      error: { code: 'not_found', message: 'There is no event with the id "no-such-event-1999".' },
      corrections: [],
    })
    assert.equal(reply.text, 'There is no event with the id "no-such-event-1999".')
  })

  test('an unknown city guide is said to be unknown, with the cities there are', async ({
    assert,
  }) => {
    const reply = await ask('Tell me about Atlantis')
    assert.equal(reply.data.intent, 'city_guide')
    assert.deepEqual(reply.data.query, { city: 'Atlantis' })
    assert.isNull(reply.data.result)
    assert.equal((reply.data as { error?: { code: string } }).error?.code, 'not_found')
    const cities = await searchCities({})
    for (const city of cities.cities) assert.include(reply.text, city.name)
  })

  test('how to contact the team', async ({ assert }) => {
    const reply = await ask('How can I contact the team?')
    assert.equal(reply.data.intent, 'contact')
    assert.deepInclude(reply.data.result, {
      email: serviceConfig.supportEmail,
      api_url: `${appUrl}/api/contact`,
      api_method: 'POST',
      required_fields: ['name', 'email', 'message'],
    })
    assert.include(reply.text, serviceConfig.supportEmail)
  })

  test('a question it does not understand is answered with what it can answer', async ({
    assert,
  }) => {
    const reply = await ask('Can you recommend a good pizza recipe?')
    assert.equal(reply.data.intent, 'help')
    assert.deepEqual(reply.data.query, { question: 'Can you recommend a good pizza recipe?' })
    const response = await fetch(AGENT_CARD_URL)
    const card = await response.json()
    if (reply.data.intent !== 'help') throw new Error('help expected')
    assert.deepEqual(
      reply.data.result.skills.map((skill) => skill.id),
      card.skills.map((skill: { id: string }) => skill.id)
    )
    assert.match(reply.text, /^Sorry, I didn't understand that\. I can answer questions about /)
    assert.include(reply.text, 'events')
    assert.include(reply.text, 'partner deals')
  })
})
