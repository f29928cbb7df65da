import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { IntlMessageFormat } from 'intl-messageformat'
import { clearRateLimits } from '#services/rate_limit_service'
import { sendRequest } from '#tests/helpers/http_answer'
import { ANSWER_LANGUAGE_EXTENSION } from '#a2a/agent_card'
import { LANGUAGES } from '#lib/understanding/languages'

/*
| The agent answers in the language of the question, or in the one the
| client asks for (message metadata `language`, else Accept-Language), over
| real HTTP to /a2a (JSON-RPC 1.0, HTTP+JSON 1.0, JSON-RPC 0.3). The
| expected sentences are the catalog's own (resources/lang/<locale>/agent.json)
| formatted with the facts /api/v1 gives; the English one must be absent.
*/

type Values = Record<string, string | number>
type Json = Record<string, any>

const catalogs = new Map<string, Record<string, string>>()

/** A message of resources/lang/<language>/agent.json, formatted as ICU. */
function msg(language: string, key: string, values: Values = {}): string {
  let catalog = catalogs.get(language)
  if (!catalog) {
    catalog = JSON.parse(readFileSync(`resources/lang/${language}/agent.json`, 'utf8'))
    catalogs.set(language, catalog!)
  }
  return String(new IntlMessageFormat(catalog![key], language).format(values))
}

async function api(path: string): Promise<Json> {
  const answer = await sendRequest(`/api/v1${path}`)
  return JSON.parse(answer.body.toString())
}

interface Reply {
  text: string
  data: Json
}

type Via = 'jsonrpc-1.0' | 'http+json-1.0' | 'jsonrpc-0.3'

/** One question over real HTTP; `language` goes in the message's metadata. */
async function ask(
  question: string,
  { via = 'jsonrpc-1.0' as Via, headers = {} as Record<string, string>, language = '' } = {}
): Promise<Reply> {
  const metadata = language ? { metadata: { language } } : {}
  const messageId = randomUUID()
  const v1 = { role: 'ROLE_USER', messageId, parts: [{ text: question }], ...metadata }
  const legacy = {
    kind: 'message',
    role: 'user',
    messageId,
    parts: [{ kind: 'text', text: question }],
    ...metadata,
  }
  const [path, body, version] =
    via === 'http+json-1.0'
      ? ['/a2a/rest/message:send', { message: v1 }, '1.0']
      : via === 'jsonrpc-1.0'
        ? ['/a2a', { jsonrpc: '2.0', id: 1, method: 'SendMessage', params: { message: v1 } }, '1.0']
        : [
            '/a2a',
            { jsonrpc: '2.0', id: 1, method: 'message/send', params: { message: legacy } },
            '',
          ]
  const answer = await sendRequest(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(version ? { 'a2a-version': version } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  })
  const json = JSON.parse(answer.body.toString())
  const message = via === 'http+json-1.0' ? json.message : (json.result.message ?? json.result)
  const [textPart, dataPart] = message.parts
  return { text: textPart.text, data: dataPart.data }
}

/** Money as the agent writes it in `language`: whole amounts without decimals. */
function money(language: string, amount: number | null, currency: string): string {
  if (amount === null) return msg(language, 'price.tba')
  const whole = Number.isInteger(amount) ? { minimumFractionDigits: 0 } : {}
  const tag = language === 'en' ? 'en-GB' : language
  return new Intl.NumberFormat(tag, { style: 'currency', currency, ...whole }).format(amount)
}

/** The heading of an events answer in `language`, from the catalog and the REST list. */
function eventsHeading(language: string, total: number, selection: Values): string {
  const values = { past: 'no', kind: 'all', kindName: 'none', range: 'none', filters: 'none' }
  const described = (count: number) =>
    msg(language, 'events.selection', { ...values, ...selection, count })
  return total === 0
    ? msg(language, 'events.none', { selection: described(0) })
    : msg(language, 'events.list', { count: total, selection: described(total) })
}

/** An events answer: the heading in the language (not the English one), the REST events named. */
async function assertEvents(
  assert: any,
  reply: Reply,
  language: string,
  rest: string,
  selection: Values
) {
  const list = await api(`/events?${rest}`)
  assert.equal(reply.data.intent, 'list_events')
  assert.equal(reply.data.language, language)
  assert.equal(reply.data.result.total, list.total)
  /* after a note on a name read in its case ("krakowie" as Kraków), if any */
  assert.include(reply.text, `${eventsHeading(language, list.total, selection)}\n`)
  assert.notInclude(reply.text, eventsHeading('en', list.total, selection))
  for (const event of list.events.slice(0, 5)) assert.include(reply.text, event.name)
}

async function cityName(slug: string): Promise<string> {
  const guide = await api(`/cities/${slug}`)
  return guide.name
}

/** The price sentence of an event in `language`, from the catalog and the event's own prices. */
function priceSentence(language: string, event: Json): string {
  const options = event.tickets.options as Json[]
  const rounds = options
    .map((option) =>
      msg(language, 'price.option', {
        name: option.name,
        price: money(language, option.price, option.currency),
        soldOut: option.sold_out ? 'yes' : 'no',
      })
    )
    .join(', ')
  if (options.length === 0)
    return msg(language, 'field.price_none', { name: event.name, url: event.url })
  if (options.every((option) => option.price === 0))
    return msg(language, 'field.price_free', { name: event.name, options: rounds })
  return msg(language, 'field.price', {
    name: event.name,
    options: rounds,
    soldOut: event.tickets.sold_out ? 'yes' : 'no',
    url: event.tickets.buy_url,
  })
}

const exchanges: string[] = []

/** Keeps the exchange for the report (AGENT_EXCHANGES=1 prints them). */
function note(question: string, reply: Reply) {
  exchanges.push(`[${reply.data.language}] ${question}\n${reply.text}`)
}

test.group('A2A agent: answers in the language of the question', (group) => {
  group.each.setup(() => clearRateLimits())
  group.teardown(() => {
    if (process.env.AGENT_EXCHANGES) console.log(exchanges.join('\n\n'))
  })

  test('pl: events in Kraków', async ({ assert }) => {
    const question = 'Jakie są imprezy w Krakowie?'
    const reply = await ask(question)
    note(question, reply)
    await assertEvents(assert, reply, 'pl', 'city=krakow', { place: await cityName('krakow') })
  })

  test('pl: the price of the orientation week in Kraków', async ({ assert }) => {
    const question = 'Ile kosztuje tydzień orientacyjny w Krakowie?'
    const reply = await ask(question, { via: 'http+json-1.0' })
    note(question, reply)
    const list = await api('/events?city=krakow&type=orientation_week')
    const [event] = list.events
    assert.equal(reply.data.language, 'pl')
    assert.include(reply.text, priceSentence('pl', event))
    assert.notInclude(reply.text, priceSentence('en', event))
  })

  test('fr: events in Lisbon', async ({ assert }) => {
    const question = 'Quels événements à Lisbonne ?'
    const reply = await ask(question, { via: 'jsonrpc-0.3' })
    note(question, reply)
    await assertEvents(assert, reply, 'fr', 'city=lisbon', { place: await cityName('lisbon') })
  })

  test('fr: the Halloween parties in Amsterdam', async ({ assert }) => {
    const question = 'fêtes d’Halloween à Amsterdam'
    const reply = await ask(question)
    note(question, reply)
    await assertEvents(assert, reply, 'fr', 'city=amsterdam&type=halloween', {
      place: await cityName('amsterdam'),
      kind: 'halloween',
      kindName: msg('fr', 'kind.halloween'),
    })
  })

  test('cs: events in Prague', async ({ assert }) => {
    const question = 'Jaké akce jsou v Praze?'
    const reply = await ask(question, { via: 'http+json-1.0' })
    note(question, reply)
    await assertEvents(assert, reply, 'cs', 'city=prague', { place: await cityName('prague') })
  })

  test('cs: insurance deals', async ({ assert }) => {
    const question = 'slevy na pojištění'
    const reply = await ask(question)
    note(question, reply)
    const deals = await api('/partners?category=insurance')
    const what = (language: string) =>
      msg(language, 'deals.what', { category: 'insurance', code: 'no' })
    assert.equal(reply.data.language, 'cs')
    assert.isTrue(
      reply.text.startsWith(msg('cs', 'deals.list', { count: deals.total, what: what('cs') })),
      reply.text
    )
    assert.notInclude(reply.text, what('en'))
    for (const partner of deals.partners) assert.include(reply.text, partner.name)
    assert.include(reply.text, msg('cs', 'deals.all', { url: deals.page }))
  })

  test('de: events in Prague', async ({ assert }) => {
    const question = 'Veranstaltungen in Prag'
    const reply = await ask(question, { via: 'jsonrpc-0.3' })
    note(question, reply)
    await assertEvents(assert, reply, 'de', 'city=prague', { place: await cityName('prague') })
  })

  test('de: the price of the Halloween party in Munich', async ({ assert }) => {
    const question = 'Wie viel kostet die Halloween Party in München?'
    const reply = await ask(question)
    note(question, reply)
    const list = await api('/events?city=munich&type=halloween')
    const [event] = list.events
    assert.equal(reply.data.language, 'de')
    assert.include(reply.text, priceSentence('de', event))
    assert.notInclude(reply.text, priceSentence('en', event))
  })

  test('es: events in Barcelona', async ({ assert }) => {
    const question = '¿Qué eventos hay en Barcelona?'
    const reply = await ask(question, { via: 'http+json-1.0' })
    note(question, reply)
    await assertEvents(assert, reply, 'es', 'city=barcelona', {
      place: await cityName('barcelona'),
    })
  })

  test('es: a question it does not understand gets the help answer in Spanish', async ({
    assert,
  }) => {
    const question = '¿Qué tiempo hará mañana?'
    const reply = await ask(question)
    note(question, reply)
    assert.equal(reply.data.intent, 'help')
    assert.equal(reply.data.language, 'es')
    assert.isTrue(reply.text.startsWith(msg('es', 'help.sorry')), reply.text)
    assert.include(reply.text, msg('es', 'skill.events.example'))
    assert.notInclude(reply.text, msg('en', 'help.sorry'))
    assert.notInclude(reply.text, msg('en', 'skill.events.example'))
  })
})

test.group('A2A agent: the language a client asks for', (group) => {
  group.each.setup(() => clearRateLimits())

  async function citiesHeading(language: string) {
    const cities = await api('/cities')
    return msg(language, 'cities.list', { count: cities.total, country: 'none' })
  }

  test('Accept-Language over JSON-RPC and HTTP+JSON answers in that language', async ({
    assert,
  }) => {
    const question = 'Which cities are there?'
    const polish = await ask(question, {
      headers: { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.5' },
    })
    assert.equal(polish.data.language, 'pl')
    assert.equal(polish.data.question_language, 'en')
    assert.isTrue(polish.text.startsWith(await citiesHeading('pl')), polish.text)
    const french = await ask(question, {
      via: 'http+json-1.0',
      headers: { 'accept-language': 'fr-CH, fr;q=0.9' },
    })
    assert.equal(french.data.language, 'fr')
    assert.isTrue(french.text.startsWith(await citiesHeading('fr')), french.text)
    assert.deepEqual(french.data.result, polish.data.result)
  })

  test('message metadata.language wins over Accept-Language, which wins over the question', async ({
    assert,
  }) => {
    const question = 'Jakie są miasta?'
    const headers = { 'accept-language': 'de' }
    const spanish = await ask(question, { headers, language: 'es' })
    assert.equal(spanish.data.language, 'es')
    assert.equal(spanish.data.question_language, 'pl')
    assert.isTrue(spanish.text.startsWith(await citiesHeading('es')), spanish.text)
    const german = await ask(question, { headers, via: 'jsonrpc-0.3' })
    assert.equal(german.data.language, 'de')
    assert.isTrue(german.text.startsWith(await citiesHeading('de')), german.text)
    const czech = await ask(question, { via: 'http+json-1.0', language: 'cs-CZ' })
    assert.equal(czech.data.language, 'cs')
  })

  test('a wildcard, or only languages it does not write, leave the question’s language', async ({
    assert,
  }) => {
    const question = 'Jakie są miasta?'
    for (const header of ['*', 'ja-JP, zh;q=0.8']) {
      const reply = await ask(question, { headers: { 'accept-language': header } })
      assert.equal(reply.data.language, 'pl', header)
      assert.isTrue(reply.text.startsWith(await citiesHeading('pl')), header)
    }
    const reply = await ask(question, { language: 'klingon' })
    assert.equal(reply.data.language, 'pl')
  })

  test('the agent card says how to ask for a language (1.0 and 0.3 cards)', async ({ assert }) => {
    for (const headers of [{ 'a2a-version': '1.0' }, {}] as Record<string, string>[]) {
      const answer = await sendRequest('/.well-known/agent-card.json', { headers })
      const card = JSON.parse(answer.body.toString())
      const [extension] = card.capabilities.extensions
      assert.equal(extension.uri, ANSWER_LANGUAGE_EXTENSION)
      assert.isFalse(extension.required)
      assert.deepEqual(extension.params, { languages: [...LANGUAGES], metadataField: 'language' })
      assert.include(card.description, 'Accept-Language')
    }
  })

  test('a kept answer is never replayed to a client that asks for another language', async ({
    assert,
  }) => {
    const question = 'Which cities are there in the catalog today?'
    await ask(question, { via: 'jsonrpc-0.3' })
    const english = await ask(question, { via: 'jsonrpc-0.3' })
    const italian = await ask(question, {
      via: 'jsonrpc-0.3',
      headers: { 'accept-language': 'it' },
    })
    assert.equal(english.data.language, 'en')
    assert.equal(italian.data.language, 'it')
    assert.isTrue(italian.text.startsWith(await citiesHeading('it')), italian.text)
  })
})
