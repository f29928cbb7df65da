import { test } from '@japa/runner'
import { parseAtRulesNow } from '#tests/helpers/a2a_cities'
import { docsMaySay } from '#a2a/docs_say'

/*
| Rules of the twelfth round: each checked with phrasings of its own, so a
| rule is held, not one question.
*/

const parse = parseAtRulesNow

test.group('A2A rules (round 12): a list with nothing to select lets the docs search say', () => {
  test('student life asked without a place, kind, date or name may be the docs', ({ assert }) => {
    for (const question of [
      'any tips for renting a room without getting ripped off?',
      'conseils pour trouver un logement sans arnaque',
      'assicurazione sanitaria per studenti stranieri, come fare',
      'porady na pierwszy tydzień w nowym mieście',
    ]) {
      assert.isTrue(docsMaySay(parse(question)), question)
    }
  })

  test('a place, a kind, a date, the past, a filter or a list asked keep the catalog', ({
    assert,
  }) => {
    for (const question of [
      'show me all upcoming events',
      'welche Partys gibt es in Berlin?',
      'eventos de halloween',
      'co se děje tento víkend?',
      'quais festas já aconteceram?',
      'Rabatte auf Versicherungen?',
      'seguro de salud para estudiantes de intercambio',
    ]) {
      assert.isFalse(docsMaySay(parse(question)), question)
    }
  })
})

test.group('A2A rules (round 12): early access asked as a filter', () => {
  test('events with early access, open or not, without a word for now', ({ assert }) => {
    for (const question of [
      'any events with early access open?',
      '¿Hay fiestas con acceso anticipado abierto?',
      'Tem festas com acesso antecipado?',
      'ci sono eventi con accesso anticipato?',
    ]) {
      const parsed = parse(question)
      assert.isTrue(parsed.withEarlyAccess, question)
      assert.isUndefined(parsed.filters.early_access_open, question)
    }
  })

  test('a word for now asks the windows open today', ({ assert }) => {
    assert.isTrue(parse('which events have early access open right now?').filters.early_access_open)
    assert.isTrue(parse('welche Events haben jetzt Vorverkauf?').filters.early_access_open)
  })
})

test.group('A2A rules (round 12): the time zone in Spanish and Czech', () => {
  test('"huso horario" and "časové pásmo" in any case are the guide’s time zone', ({ assert }) => {
    for (const question of [
      '¿en qué huso horario está Berlín?',
      'V jakém časovém pásmu je Praha?',
      'Jaké časové pásmo je v Praze?',
      'kvůli časovému pásmu v Lisabonu',
    ]) {
      assert.equal(parse(question).guideTopic, 'timezone', question)
    }
  })
})

test.group('A2A rules (round 12): colloquial deal words', () => {
  test('French "réduc(s)" asks deals', ({ assert }) => {
    for (const question of [
      'des réducs pour les transports ?',
      'une réduc sur la salle de sport',
    ]) {
      const parsed = parse(question)
      assert.isTrue(parsed.dealsAsked, question)
      assert.equal(parsed.intent, 'list_deals', question)
    }
  })
})

test.group('A2A rules (round 12): the Polish loanword for events', () => {
  test('"eventy" are events: a waiting list asked of them is the filter', ({ assert }) => {
    for (const question of [
      'jakie eventy maja otwarta liste oczekujacych?',
      'ktore eventy w tym roku maja liste oczekujacych',
    ]) {
      const parsed = parse(question)
      assert.equal(parsed.intent, 'ticket_status', question)
      assert.isTrue(parsed.filters.waitlist_open, question)
    }
  })
})
