import { test } from '@japa/runner'
import { expectValue } from '#lib/result'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { appUrl, serviceConfig } from '#config/service'
import { getCityGuide, searchCities } from '#services/catalog/city_service'
import { getEvent, listEvents } from '#services/catalog/event_service'
import { listPartnerDeals } from '#services/catalog/partner_service'
import { getPricing } from '#services/catalog/pricing_service'
import { searchDocs } from '#services/catalog/docs_service'
import type { A2AAnswerData } from '#schemas/a2a'
import type { EventShape } from '#schemas/event'
import type { PartnerCategory } from '#schemas/enums'
import { AGENT_SKILLS } from '#a2a/agent_skills'
import { AGENT_CARD_URL, EVERY_CLIENT, ask, asJson } from '#tests/helpers/a2a_clients'
import type { Via } from '#tests/helpers/a2a_clients'
import { createEvent, midpoint } from '#tests/helpers/a2a_events'
import Event from '#models/event'

type Data = A2AAnswerData
type Query = Record<string, unknown>

interface Case {
  question: string
  intent: Data['intent']
  /** The parameters the agent must have understood (a date range by its label) */
  query: Query
  /** The same catalog call made directly, with the parameters the agent understood */
  expected: (understood: Query) => Promise<unknown>
  corrections?: { said: string; understood: string }[]
  unmatched?: string[]
  unknownType?: string
  unknownPlace?: string
  text?: RegExp
}

type Extra = Partial<Pick<Case, 'corrections' | 'unmatched' | 'unknownType' | 'text'>>

/** listEvents parameters from the data part's query (a date range as the public from/to). */
function eventParams(query: Query) {
  const { between, ...params } = query as { between?: { from: string; to: string } }
  if (!between) return params
  return { ...params, from: between.from, to: between.to }
}

/** Asked about the past: the events REST calls `past` (ended), latest first. */
async function endedEvents(understood: Query) {
  const every = await listEvents({ ...eventParams(understood), sort: '-start' })
  const events = every.events.filter((event) => event.status === 'past')
  return { total: events.length, events, next_cursor: null }
}

type EventsIntent = 'list_events' | 'ticket_status' | 'ticket_prices'

/** An events question: city slug, type, date label, upcoming and limit as understood. */
function eventsCase(intent: EventsIntent) {
  return (
    question: string,
    query: { city?: string; type?: string; between?: string; upcoming?: boolean; limit?: number },
    extra: Extra = {}
  ): Case => {
    const { between, ...rest } = query
    return {
      question,
      intent,
      query: {
        ...rest,
        type: query.type ?? 'all',
        upcoming: query.upcoming ?? true,
        ...(between ? { between: { label: between } } : {}),
      },
      expected: (understood) => listEvents(eventParams(understood)),
      ...extra,
    }
  }
}

const events = eventsCase('list_events')
const prices = eventsCase('ticket_prices')
const tickets = eventsCase('ticket_status')

const guide = (question: string, city: string, extra: Extra = {}): Case => ({
  question,
  intent: 'city_guide',
  query: { city },
  expected: async () => expectValue(await getCityGuide(city)),
  ...extra,
})

const costs = (question: string, city: string, extra: Extra = {}): Case => ({
  question,
  intent: 'city_costs',
  query: { city },
  expected: async () => expectValue(await getCityGuide(city)),
  ...extra,
})

const cities = (question: string, country?: string, extra: Extra = {}): Case => ({
  question,
  intent: 'list_cities',
  query: country ? { country } : {},
  expected: () => searchCities(country ? { country } : {}),
  ...extra,
})

const deals = (question: string, category?: PartnerCategory, extra: Extra = {}): Case => ({
  question,
  intent: 'list_deals',
  query: category ? { category } : {},
  expected: () => listPartnerDeals(category ? { category } : {}),
  ...extra,
})

const pricing = (question: string, topic: string, extra: Extra = {}): Case => ({
  question,
  intent: 'pricing',
  query: { topic },
  expected: () => getPricing({}),
  ...extra,
})

const free = (question: string, extra: Extra = {}): Case => ({
  question,
  intent: 'free_offers',
  query: {},
  expected: () => getPricing({}),
  ...extra,
})

/** A place the service does not cover: the answer is the list of cities it does cover. */
const unknownPlace = (question: string, place: string, asked: Data['intent']): Case => ({
  question,
  intent: 'unknown_place',
  query: { place, asked },
  expected: () => searchCities({}),
  unknownPlace: place,
  text: new RegExp(`^I don't cover ${place}: .*The cities I cover: .*Berlin`, 's'),
})

const helpCase = (question: string, extra: Extra = {}): Case => ({
  question,
  intent: 'help',
  query: { question },
  expected: async () => ({ skills: HELP_SKILLS }),
  ...extra,
})

const HELP_SKILLS = AGENT_SKILLS.map(({ id, name, description, examples }) => ({
  id,
  name,
  description,
  examples,
}))

const typo = (said: string, understood: string) => [{ said, understood }]

/* Realistic questions; every answer is compared with the catalog service called directly. */
const CASES: Case[] = [
  // Cities and countries
  cities('Which cities are there?', undefined, { text: /^\d+ cities:\n- / }),
  cities('list all your cities'),
  cities('What cities do you have in Germany?', 'Germany', { text: /Berlin.*\n.*München/s }),
  cities('cities in the Netherlands', 'Netherlands'),
  cities('where are you in switzerland', 'Switzerland'),
  unknownPlace('Are you in Italy?', 'Italy', 'city_guide'),
  // City guides: names, local names, typos, word orders
  guide('Tell me about Lisbon', 'lisbon', { text: /^Lisbon \(Portugal\)/ }),
  /* a name alone says no language: answered in English */
  guide('Berln', 'berlin', {
    corrections: typo('berln', 'Berlin'),
    text: /^\(I read "berln" as Berlin\.\) Berlin \(Germany\)/,
  }),
  guide('what is student life like in barcelon?', 'barcelona', {
    corrections: typo('barcelon', 'Barcelona'),
  }),
  guide('Which universities are in Dublin?', 'dublin', { text: /^Universities in Dublin:\n- / }),
  guide('Where should I live in Amsterdam?', 'amsterdam'),
  guide('Tell me about Praha', 'prague', { corrections: [] }),
  guide('Tell me about Wien', 'vienna', { corrections: [] }),
  guide("what's München like for students", 'munich'),
  guide('info about krakow', 'krakow'),
  guide('Kraków', 'krakow'),
  guide('universities in vienna', 'vienna'),
  guide('neighbourhoods in lisbon', 'lisbon'),
  guide('housing tips for Zürich', 'zurich'),
  guide('tell me about londn', 'london', { corrections: typo('londn', 'London') }),
  guide('Prag?', 'prague'),
  // Living costs
  costs('Cost of living in munchen', 'munich', {
    corrections: [],
    text: /^Monthly costs for a student in München:/,
  }),
  costs('Is Zurich expensive?', 'zurich'),
  costs('How much is rent in KRAKOW?', 'krakow'),
  costs('how expensive is london for students', 'london'),
  costs('monthly budget for Prague', 'prague'),
  costs('Amsterdam costs', 'amsterdam'),
  costs('rent in dublin', 'dublin'),
  costs('is it cheap to live in Lisboa', 'lisbon'),
  // Events: city, type, local names, typos, word orders
  events('Events in Berlin', { city: 'berlin' }, { text: /^\d+ upcoming events? in Berlin:\n- / }),
  events('Halloween parties in München', { city: 'munich', type: 'halloween' }),
  events('Halloween parties in Munich', { city: 'munich', type: 'halloween' }),
  events('orientation weeks', { type: 'orientation_week' }),
  events(
    'semester kickoffs in Amsterdm',
    { city: 'amsterdam', type: 'semester_kickoff' },
    { corrections: typo('amsterdm', 'Amsterdam') }
  ),
  events('Are there any welcome festivals?', { type: 'welcome_festival' }),
  events("what's on in Dublin", { city: 'dublin' }),
  events('party in wien', { city: 'vienna' }),
  events('events in Praha', { city: 'prague' }),
  events('Kraków events', { city: 'krakow' }),
  events('krakow halloween', { city: 'krakow', type: 'halloween' }),
  events('Berlin Halloween', { city: 'berlin', type: 'halloween' }),
  events(
    'hallowen partys in berln',
    { city: 'berlin', type: 'halloween' },
    { corrections: typo('berln', 'Berlin') }
  ),
  events('Prague orientation week', { city: 'prague', type: 'orientation_week' }),
  events('kick-off party in Lisbon', { city: 'lisbon', type: 'semester_kickoff' }),
  events('freshers week in Dublin', { city: 'dublin', type: 'orientation_week' }),
  events('any welcome fest in Barcelona?', { city: 'barcelona', type: 'welcome_festival' }),
  events('events in krakau', { city: 'krakow' }),
  {
    ...events('previous halloween parties in Berlin', {
      city: 'berlin',
      type: 'halloween',
      upcoming: false,
    }),
    expected: endedEvents,
  },
  // Events with date phrases, several filters at once
  events('halloween in berlin next month', {
    city: 'berlin',
    type: 'halloween',
    between: 'next month',
  }),
  events('Halloween parties in Berlin next month', {
    city: 'berlin',
    type: 'halloween',
    between: 'next month',
  }),
  events('halloween events this month', { type: 'halloween', between: 'this month' }),
  events('what is happening in Barcelona this weekend', {
    city: 'barcelona',
    between: 'this weekend',
  }),
  events('parties tonight', { between: 'tonight' }),
  events('anything on tomorrow in Zürich', { city: 'zurich', between: 'tomorrow' }),
  events('next week in Amsterdam', { city: 'amsterdam', between: 'next week' }),
  events('semester kickoff parties next month in Vienna', {
    city: 'vienna',
    type: 'semester_kickoff',
    between: 'next month',
  }),
  events('Berlin this weekend', { city: 'berlin', between: 'this weekend' }),
  events('welcome festival in Prague next month', {
    city: 'prague',
    type: 'welcome_festival',
    between: 'next month',
  }),
  events('whats on in vienna tonight', { city: 'vienna', between: 'tonight' }),
  events('party München this weekend', { city: 'munich', between: 'this weekend' }),
  events('festivals in Barcelona next month', {
    city: 'barcelona',
    type: 'welcome_festival',
    between: 'next month',
  }),
  events('things to do in london this weekend', { city: 'london', between: 'this weekend' }),
  events('next weekend in Praha, any parties?', { city: 'prague', between: 'next weekend' }),
  events('orientation week in wien next week', {
    city: 'vienna',
    type: 'orientation_week',
    between: 'next week',
  }),
  // The next event
  events('When is the next event in Prague?', { city: 'prague', limit: 1 }),
  events(
    'next party in London',
    { city: 'london', limit: 1 },
    { text: /^The next upcoming event in London: / }
  ),
  events("what's next in Wien", { city: 'vienna', limit: 1 }),
  events('when is the next halloween party in berlin', {
    city: 'berlin',
    type: 'halloween',
    limit: 1,
  }),
  events("what's the next event?", { limit: 1 }),
  // Ticket prices: city, type, date combine
  prices(
    'Ticket prices in Barcelona',
    { city: 'barcelona' },
    {
      text: /^Ticket prices of \d+ upcoming events? in Barcelona:/,
    }
  ),
  prices('how much are tickets in berlin?', { city: 'berlin' }),
  prices(
    'halloween ticket prices in berlin',
    { city: 'berlin', type: 'halloween' },
    { text: /^Ticket prices of \d+ upcoming halloween events? in Berlin:/ }
  ),
  prices('How much is a ticket for the Halloween party in Munich?', {
    city: 'munich',
    type: 'halloween',
  }),
  prices('welcome festival prices in prague', { city: 'prague', type: 'welcome_festival' }),
  prices('ticket prices for events next month', { between: 'next month' }),
  prices('prices for orientation week in Kraków', { city: 'krakow', type: 'orientation_week' }),
  prices('How much does the Berlin Halloween party cost?', { city: 'berlin', type: 'halloween' }),
  prices('how much are halloween tickets in Wien next month', {
    city: 'vienna',
    type: 'halloween',
    between: 'next month',
  }),
  prices('halloween party berlin price', { city: 'berlin', type: 'halloween' }),
  prices('how much for the zurich halloween party', { city: 'zurich', type: 'halloween' }),
  prices('halloween ticket prices', { type: 'halloween' }),
  prices('what does a ticket cost in Praha this weekend', {
    city: 'prague',
    between: 'this weekend',
  }),
  // Ticket status, presales
  tickets(
    'Are Halloween tickets in Berlin on sale?',
    { city: 'berlin', type: 'halloween' },
    {
      text: /Buy: http/,
    }
  ),
  tickets('when do tickets go on sale in amsterdam', { city: 'amsterdam' }),
  tickets('is there early access for the Dublin halloween party', {
    city: 'dublin',
    type: 'halloween',
  }),
  tickets('presale for halloween in london', { city: 'london', type: 'halloween' }),
  tickets('tickets for halloween in krakow next month', {
    city: 'krakow',
    type: 'halloween',
    between: 'next month',
  }),
  tickets('lisbon welcome festival tickets', { city: 'lisbon', type: 'welcome_festival' }),
  tickets('Is the Amsterdam kickoff party sold out?', {
    city: 'amsterdam',
    type: 'semester_kickoff',
  }),
  // Deals
  deals('Show me travel deals', 'travel', { text: /^Travel deals \(\d+\):\n- / }),
  deals('any food discounts?', 'food'),
  /* a code word filters deals as REST has_code=true does (tests/functional/a2a/deal_codes.spec.ts) */
  {
    question: 'gym discount codes',
    intent: 'list_deals',
    query: { category: 'fitness', has_code: true },
    expected: () => listPartnerDeals({ category: 'fitness', has_code: true }),
  },
  deals('All partner deals please'),
  deals('student bank account', 'banking'),
  deals('cheap phone plans', 'mobile'),
  deals('insurance deals', 'insurance'),
  deals('discounts on laptops', 'shopping'),
  deals('cheap flights', 'travel'),
  deals('spotify student discount', 'entertainment'),
  deals('language course discounts', 'education'),
  // What is free, packages, policies
  free('What is free?', { text: /^Free for students:\n- / }),
  free('is joining free'),
  pricing('What is the refund policy?', 'refund_policy', { text: /^Refund policy:/ }),
  pricing('What packages do you have?', 'packages', { text: /^Packages:/ }),
  pricing('are there booking fees?', 'fee_policy'),
  pricing('what are your prices', 'all'),
  pricing('can I get my money back if I cancel', 'refund_policy'),
  // Places the service does not cover: never results for everywhere
  unknownPlace('how much is a ticket for halloween in paris', 'Paris', 'ticket_prices'),
  unknownPlace('events in paris', 'Paris', 'list_events'),
  unknownPlace('Halloween parties in Madrid', 'Madrid', 'list_events'),
  unknownPlace('What is on in New York this weekend?', 'New York', 'list_events'),
  unknownPlace('Tell me about Atlantis', 'Atlantis', 'city_guide'),
  unknownPlace('moving to Toronto, what is it like?', 'Toronto', 'city_guide'),
  unknownPlace('cost of living in Rome', 'Rome', 'city_costs'),
  unknownPlace('next event in Oslo', 'Oslo', 'next_event'),
  unknownPlace('ticket prices in Milan next month', 'Milan', 'ticket_prices'),
  unknownPlace('events in Springfield', 'Springfield', 'list_events'),
  unknownPlace('orientation week in Málaga', 'Málaga', 'list_events'),
  unknownPlace('any partys in budapest this weekend', 'Budapest', 'list_events'),
  // Kinds of events the service does not list
  events(
    'concerts in Berlin',
    { city: 'berlin' },
    {
      unknownType: 'concerts',
      text: /^I don't list concerts: the events here are Halloween parties/,
    }
  ),
  events('any karaoke nights in Dublin', { city: 'dublin' }, { unknownType: 'karaoke nights' }),
  events(
    'pub crawl in Prague this weekend',
    { city: 'prague', between: 'this weekend' },
    { unknownType: 'pub crawl' }
  ),
  events('Christmas markets in Vienna', { city: 'vienna' }, { unknownType: 'christmas markets' }),
  events('hackathons next month', { between: 'next month' }, { unknownType: 'hackathons' }),
  // Words it does not understand are reported
  events('Do you have events in Munich or Paris?', { city: 'munich' }, { unmatched: ['paris'] }),
  events(
    'is there a dress code for halloween in berlin',
    { city: 'berlin', type: 'halloween' },
    { unmatched: [], text: /^Berlin Halloween Warehouse Party \d{4}: / }
  ),
  // Off-skill questions: the help answer
  helpCase("what's the weather tomorrow?", { unmatched: ['weather'] }),
  helpCase("what's the weather in Berlin?", { unmatched: ['weather'] }),
  helpCase('Can you recommend a good pizza recipe?', {
    unmatched: ['recommend', 'pizza', 'recipe'],
  }),
  helpCase('how do I apply for a visa', { unmatched: ['apply', 'visa'] }),
  helpCase('who won the football match', { unknownType: 'football', unmatched: ['won', 'match'] }),
  helpCase('translate hello into German'),
  helpCase('hello', { unmatched: [], text: /^Hi! I can answer questions about / }),
  helpCase('what can you do?'),
]

function assertUnderstanding(assert: any, data: Data, entry: Case) {
  const { question } = entry
  if (entry.corrections) assert.deepEqual(data.corrections, entry.corrections, question)
  if (entry.unmatched) assert.deepEqual(data.unmatched, entry.unmatched, question)
  assert.equal(data.unknown_type, entry.unknownType, question)
  if (data.intent === 'unknown_place') assert.equal(data.unknown_place, entry.unknownPlace)
}

async function assertCase(assert: any, entry: Case, via: Via) {
  const { question, intent, query, expected, text } = entry
  const reply = await ask(question, via)
  assert.equal(reply.data.intent, intent, question)
  const understood = reply.data.query as Query
  const between = query.between as { label: string } | undefined
  if (between) {
    assert.containsSubset(understood, query, question)
    const range = understood.between as { label: string; timezone: string }
    assert.equal(range.label, between.label, question)
  } else {
    assert.deepEqual(understood, query, question)
  }
  assert.deepEqual(reply.data.result, asJson(await expected(understood)), question)
  assertUnderstanding(assert, reply.data, entry)
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
  const same = await listEvents({ ...params, from: between.from, to: between.to })
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
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the question set holds at least 120 questions', ({ assert }) => {
    assert.isAtLeast(CASES.length, 120)
  })

  for (const [index, entry] of CASES.entries()) {
    const via = EVERY_CLIENT[index % EVERY_CLIENT.length]
    test(`"${entry.question}" → ${entry.intent} (${via})`, async ({ assert }) => {
      await assertCase(assert, entry, via)
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
    assert.deepEqual(reply.data.result, asJson(expectValue(await getEvent(party.id))))
    assert.include(reply.text, party.name)
    assert.include(reply.text, 'Regular €12')
  })

  test('an unknown event id is said to be unknown', async ({ assert }) => {
    const reply = await ask('event id no-such-event-1999')
    assert.deepEqual(reply.data, {
      intent: 'get_event',
      query: { id: 'no-such-event-1999' },
      language: 'en',
      question_language: 'en',
      result: null,
      error: { code: 'not_found', message: 'There is no event with the id "no-such-event-1999".' },
      corrections: [],
      unmatched: [],
    })
    assert.equal(reply.text, 'There is no event with the id "no-such-event-1999".')
  })

  test('a place it does not cover is said plainly, with every city it covers', async ({
    assert,
  }) => {
    const reply = await ask('how much is a ticket for halloween in paris')
    if (reply.data.intent !== 'unknown_place') throw new Error('unknown_place expected')
    assert.equal(reply.data.unknown_place, 'Paris')
    assert.deepEqual(reply.data.query, { place: 'Paris', asked: 'ticket_prices' })
    const covered = await searchCities({})
    assert.deepEqual(reply.data.result, asJson(covered))
    for (const city of covered.cities) assert.include(reply.text, city.name)
    assert.notMatch(reply.text, /Ticket prices of/)
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

  test('a cost named by its local name is read as that guide’s cost', async ({ assert }) => {
    for (const [question, slug, word] of [
      ['quanto custa o passe Navegante?', 'lisbon', 'navegante'],
      ['how much is a Navegante in Lisbon?', 'lisbon', 'navegante'],
      ['precio de la tarjeta T-jove?', 'barcelona', 'jove'],
      ['ile kosztuje T-jove?', 'barcelona', 'jove'],
    ] as const) {
      const cityGuide = expectValue(await getCityGuide(slug))
      const cost = cityGuide.monthly_costs.find((item) => item.label.toLowerCase().includes(word))!
      const reply = await ask(question)
      assert.equal(reply.data.intent, 'city_costs', question)
      assert.include(reply.text, cost.value, question)
    }
  })

  test('the contact and free-offers answers link the page that answers them in full', async ({
    assert,
  }) => {
    const contactDocs = await searchDocs({ query: 'contact', limit: 1 })
    const [contactDoc] = contactDocs.results
    for (const question of [
      'How can I contact the team?',
      'Comment je peux contacter l’équipe ?',
    ]) {
      const reply = await ask(question)
      assert.equal(reply.data.intent, 'contact', question)
      assert.include(reply.text, contactDoc.url, question)
    }
    const pricingShape = await getPricing({})
    const pricingPage = pricingShape.markdown_url
    for (const question of ['What is free?', 'je vstup do komunity zdarma?', 'qué es gratis?']) {
      const reply = await ask(question)
      assert.equal(reply.data.intent, 'free_offers', question)
      assert.include(reply.text, pricingPage, question)
    }
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
