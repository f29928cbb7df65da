import { test } from '@japa/runner'
import { expectParsed, isSet, lacks, testParsed, testRows, whose } from '#tests/helpers/a2a_parsed'
import { parseAtRulesNow } from '#tests/helpers/a2a_cities'

/* Rules of the fifth round, each held in phrasings of its own (see #tests/helpers/a2a_parsed). */

const parse = parseAtRulesNow

test.group('A2A rules (round 5): dates, filters, words not understood', () => {
  testRows(
    'a month with next/last/this year is that month of that year',
    [
      ['parties in march next year', 'March 2027'],
      ['qué fiestas hay en marzo del año que viene', 'March 2027'],
      ["soirées en avril l'année prochaine", 'April 2027'],
      ['imprezy w marcu przyszłego roku', 'March 2027'],
      ['akce v dubnu příští rok', 'April 2027'],
      ['Partys im März nächstes Jahr', 'March 2027'],
      ["feste a marzo dell'anno prossimo", 'March 2027'],
      ['festas em março do ano que vem', 'March 2027'],
      ['events in november last year', 'November 2025'],
    ],
    (label) => ({ dateRange: whose('label', label), notUnderstood: [] })
  )

  testParsed(
    'a word of a date phrase is never a place',
    [
      'qué fiestas hay en septiembre del año que viene',
      '¿hay fiestas la semana que viene?',
      'quais festas há no mês que vem?',
    ],
    { city: null, dateRange: isSet }
  )

  test('"with a waiting list" filters the list, it is not the field asked', ({ assert }) => {
    expectParsed(
      assert,
      [
        'imprezy halloweenowe z listą oczekujących',
        'Halloween-Partys mit Warteliste',
        "fêtes d'Halloween avec liste d'attente",
        'feste di halloween con lista d’attesa',
        'halloween parties with a waiting list',
        'halloweenfeesten met een wachtlijst',
      ],
      { filters: whose('waitlist_open', true), fields: lacks('waitlist'), intent: 'ticket_status' }
    )
    /* asked of one event, the waiting list is still its field */
    assert.equal(parse('gibt es eine Warteliste für die Halloween-Party?').intent, 'ticket_status')
  })

  test('function words of the question’s language are never told as not understood', ({
    assert,
  }) => {
    for (const [question, word] of [
      ['il faut payer combien pour le bus à Lisbonne ?', 'faut'],
      ['você tem ofertas grátis?', 'tem'],
      ['ilu ludzi przychodzi na imprezę halloween?', 'ilu'],
      ['necesito descuentos en Berlín', 'necesito'],
      ['ich brauche Rabatte in Berlin', 'brauche'],
    ] as const) {
      assert.notInclude(parse(question).notUnderstood, word, question)
    }
    /* a content word nothing understood is still told */
    assert.include(
      parse('halloween parties with a trampoline in Berlin').notUnderstood,
      'trampoline'
    )
  })

  test('a word of another language counts only when the question’s languages do not say it themselves', ({
    assert,
  }) => {
    /* "plan" is an event in Spanish, a phone plan in English */
    expectParsed(
      assert,
      ['is there a cheap phone plan in Berlin?', 'any good plan for a phone in Prague?'],
      {
        category: 'mobile',
        intent: (check, intent, question) =>
          check.notInclude(['list_events', 'ticket_status', 'next_event'], intent, question),
      }
    )
    expectParsed(
      assert,
      ['qué planes hay en Berlín este finde?', 'un buen plan para el sábado en Lisboa'],
      { intent: 'list_events' }
    )
    /* a word no likely language of the question declares still counts ("Miete" read beside a Spanish city name) */
    assert.equal(parse('Miete in Barcelona').intent, 'city_costs')
  })

  test('a name of a city used by one language names it only in that language', ({ assert }) => {
    expectParsed(
      assert,
      [
        'dove si mangia bene a Monaco?',
        "posti all'aperto a Monaco, parchi ecc",
        'quali feste ci sono a Monaco questo fine settimana?',
      ],
      { city: whose('slug', 'munich') }
    )
    expectParsed(assert, ['what to do in Monaco?', 'que faire à Monaco ?'], {
      city: (check, city, question) => check.notEqual(city?.slug, 'munich', question),
    })
  })

  test('"where to go out" with a kind of place asks for the guide’s places, not events', ({
    assert,
  }) => {
    for (const [question, city] of [
      ['où sortir le soir à Prague ? clubs, bars', 'prague'],
      ['places to go out in barcelona', 'barcelona'],
      ['wo kann man in Berlin abends ausgehen?', 'berlin'],
      ['dove uscire la sera a Praga?', 'prague'],
      ['gdzie wyjść wieczorem w Krakowie? kluby', 'krakow'],
    ] as const) {
      const parsed = parse(question)
      assert.equal(parsed.intent, 'city_guide', question)
      assert.equal(parsed.city?.slug, city, question)
    }
    /* with a date, the events of those days */
    assert.equal(parse('where to go out in Berlin this weekend?').intent, 'list_events')
  })
})
