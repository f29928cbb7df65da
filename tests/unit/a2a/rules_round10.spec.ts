import { test } from '@japa/runner'
import { holds, isNot, isSet, testParsed, whose } from '#tests/helpers/a2a_parsed'
import { parseAtRulesNow } from '#tests/helpers/a2a_cities'
import { passageOf, wholeLineOf } from '#a2a/skills/doc_passage'

/* Rules of the tenth round, each held in phrasings of its own (see #tests/helpers/a2a_parsed). */

const parse = parseAtRulesNow

test.group('A2A rules (round 10): chat filler beside a date or a place', () => {
  testParsed(
    'a date with a word or two of chat asks for that day’s events',
    [
      'anything fun on friday?? so bored lol',
      'wat is er op 3.1 te doen',
      'des trucs à faire en janvier ?',
      'neco o velikonocich?? nuda',
      'nastepne 10 dni co jest',
    ],
    { intent: 'list_events', dateRange: isSet }
  )

  testParsed(
    'a covered place with a what-is-there word asks for its events',
    ['oq tem em berlim', 'q hay x zurich??', 'koi de prevu a londres', 'co je v praze'],
    { intent: 'list_events', city: isSet }
  )

  testParsed(
    'the weather asked beside a date stays outside the service',
    ['¿Qué tiempo hará el sábado?', 'Quel temps fera-t-il samedi ?'],
    { intent: isNot('list_events') }
  )
})

test.group('A2A rules (round 10): the past asked in chat or other tenses', () => {
  testParsed(
    'a preterite after "already" and a participle after an events word ask ended events',
    [
      'festas q ja rolaram em berlim',
      'que eventos já aconteceram em Lisboa?',
      'les events passés à Berlin ?',
    ],
    { upcoming: false }
  )
})

test.group('A2A rules (round 10): introducing a city is its guide', () => {
  testParsed(
    '"introduce X as a student city" asks the guide, not the city list',
    [
      'Can you introduce Dublin as a student city?',
      'Kannst du mir München als Studentenstadt vorstellen?',
      'Przedstaw mi Kraków jako miasto studenckie',
      'Puoi presentarmi Berlino come città universitaria?',
    ],
    { intent: 'city_guide' }
  )
})

test.group('A2A rules (round 10): a nickname of a city is staff alias data', () => {
  testParsed('"Barna" is Barcelona', ['planes en barna este finde', 'Was geht in Barna?'], {
    city: whose('slug', 'barcelona'),
  })
})

test.group('A2A rules (round 10): a filter on a kind asked in the plural', () => {
  test('a kind without a place with a waiting list or on sale is the filtered events', ({
    assert,
  }) => {
    assert.deepEqual(parse('halloweens w/ a waiting list?').filters, { waitlist_open: true })
    assert.deepEqual(parse('halloweeny ktore maja liste oczekujacych').filters, {
      waitlist_open: true,
    })
    assert.deepEqual(parse('halloweens que ya están a la venta').filters, {
      ticket_status: ['on_sale'],
    })
  })
})

test.group('A2A rules (round 10): St Stephen’s Day by its names is a date', () => {
  testParsed(
    'the day after Christmas in several languages is 26 December, never a place',
    [
      'parties on Boxing Day?',
      'Was läuft am Stephanstag in Wien?',
      'feestjes op tweede kerstdag',
      'soirées le lendemain de Noël ?',
      'eventi a Santo Stefano',
      'imprezy w drugi dzień świąt',
      'akce na Štěpána',
    ],
    {
      dateRange: (assert, range, question) => assert.include(range?.from ?? '', '-12-26', question),
      unknownPlace: null,
    }
  )
})

test.group('A2A rules (round 10): a cost word of a named event asks its price', () => {
  testParsed(
    '"wie teuer is", "how pricey", "hoe duur" ask the ticket prices',
    [
      'wie teuer is die halloween party in berlin',
      'how pricey is the kickoff in london',
      'hoe duur is het halloweenfeest in amsterdam',
    ],
    { intent: 'ticket_prices' }
  )
})

test.group('A2A rules (round 10): policies of transfer and of a moved event', () => {
  testParsed(
    'passing a ticket on is the transfer policy (its headword: name on ticket)',
    ['posso passare il mio biglietto a mia sorella?', 'puedo pasar mi entrada a un amigo?'],
    { intent: 'search_docs', searchWords: holds('name') }
  )

  testParsed(
    'a refund when the event is moved or cancelled is the refund policy',
    ['Se la festa viene spostata, mi date un rimborso?', 'když akci zrušíte, vrátíte mi peníze?'],
    { intent: 'pricing', pricingTopic: 'refund_policy' }
  )
})

test.group('A2A rules (round 10): catalog names say nothing of the language', () => {
  test('a question naming an event in English is read in its own language', ({ assert }) => {
    assert.equal(parse('Podes inscrever-me na Berlin Orientation Week?').language, 'pt')
    assert.equal(parse('Kun je me inschrijven voor de London Halloween Party?').language, 'nl')
  })
})

test.group('A2A rules (round 10): a docs answer quotes a whole sentence', () => {
  test('the passage is the sentence or bullet with the words searched, without markup', ({
    assert,
  }) => {
    const snippet =
      'print. Partner deals - **Refunds** are given up to 7 days before the event. - Fees are shown at checkout … the page'
    assert.equal(passageOf(snippet), 'Refunds are given up to 7 days before the event.')
    assert.equal(
      passageOf('ticket. You can **transfer** your ticket to a friend. The name'),
      'You can transfer your ticket to a friend.'
    )
  })

  test('a passage cut by the snippet is quoted as its whole line of the page', ({ assert }) => {
    const page =
      '# Pricing\n\n## Fees\n\n- **Payment methods**: Cards, Apple Pay and [iDEAL](https://x.example) cost nothing extra.\n- Other'
    assert.equal(
      wholeLineOf(page, 'Payment methods : Cards, Apple Pay and iDEAL'),
      'Payment methods: Cards, Apple Pay and iDEAL cost nothing extra.'
    )
    assert.equal(
      wholeLineOf(
        'Intro. You can **change the name** on a ticket until noon. Then no.',
        'You can change the name on a'
      ),
      'You can change the name on a ticket until noon.'
    )
  })
})
