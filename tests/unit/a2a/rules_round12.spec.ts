import { test } from '@japa/runner'
import { testParsed, whose } from '#tests/helpers/a2a_parsed'
import { parseAtRulesNow } from '#tests/helpers/a2a_cities'
import { docsMaySay } from '#a2a/docs_say'

/* Rules of the twelfth round, each held in phrasings of its own (see #tests/helpers/a2a_parsed). */

const parse = parseAtRulesNow

test.group('A2A rules (round 12): a list with nothing to select lets the docs search say', () => {
  testParsed(
    'student life asked without a place, kind, date or name may be the docs',
    [
      'any tips for renting a room without getting ripped off?',
      'conseils pour trouver un logement sans arnaque',
      'assicurazione sanitaria per studenti stranieri, come fare',
      'porady na pierwszy tydzień w nowym mieście',
    ],
    (assert, parsed, question) => assert.isTrue(docsMaySay(parsed), question)
  )

  testParsed(
    'a place, a kind, a date, the past, a filter or a list asked keep the catalog',
    [
      'show me all upcoming events',
      'welche Partys gibt es in Berlin?',
      'eventos de halloween',
      'co se děje tento víkend?',
      'quais festas já aconteceram?',
      'Rabatte auf Versicherungen?',
      'seguro de salud para estudiantes de intercambio',
    ],
    (assert, parsed, question) => assert.isFalse(docsMaySay(parsed), question)
  )
})

test.group('A2A rules (round 12): early access asked as a filter', () => {
  testParsed(
    'events with early access, open or not, without a word for now',
    [
      'any events with early access open?',
      '¿Hay fiestas con acceso anticipado abierto?',
      'Tem festas com acesso antecipado?',
      'ci sono eventi con accesso anticipato?',
    ],
    { withEarlyAccess: true, filters: whose('early_access_open', undefined) }
  )

  test('a word for now asks the windows open today', ({ assert }) => {
    assert.isTrue(parse('which events have early access open right now?').filters.early_access_open)
    assert.isTrue(parse('welche Events haben jetzt Vorverkauf?').filters.early_access_open)
  })
})

test.group('A2A rules (round 12): the time zone in Spanish and Czech', () => {
  testParsed(
    '"huso horario" and "časové pásmo" in any case are the guide’s time zone',
    [
      '¿en qué huso horario está Berlín?',
      'V jakém časovém pásmu je Praha?',
      'Jaké časové pásmo je v Praze?',
      'kvůli časovému pásmu v Lisabonu',
    ],
    { guideTopic: 'timezone' }
  )
})

test.group('A2A rules (round 12): colloquial deal words', () => {
  testParsed(
    'French "réduc(s)" asks deals',
    ['des réducs pour les transports ?', 'une réduc sur la salle de sport'],
    {
      dealsAsked: true,
      intent: 'list_deals',
    }
  )
})

test.group('A2A rules (round 12): the Polish loanword for events', () => {
  testParsed(
    '"eventy" are events: a waiting list asked of them is the filter',
    [
      'jakie eventy maja otwarta liste oczekujacych?',
      'ktore eventy w tym roku maja liste oczekujacych',
    ],
    { intent: 'ticket_status', filters: whose('waitlist_open', true) }
  )
})
