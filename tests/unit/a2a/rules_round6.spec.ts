import { test } from '@japa/runner'
import { stem } from '#lib/understanding/stems'
import { parseAtRulesNow } from '#tests/helpers/a2a_cities'

/*
| Rules of the sixth round: each checked in several languages, with
| phrasings of its own, so a rule is held, not one question.
*/

const parse = parseAtRulesNow

test.group('A2A rules (round 6): anywhere, split phrases, Dutch diminutives', () => {
  test('"anywhere" asks no place: events of the date, everywhere, every word understood', ({
    assert,
  }) => {
    for (const question of [
      'parties next weekend, wherever',
      'Partys im November, egal wo',
      'fiestas en noviembre, en cualquier sitio',
      'des soirées en novembre, peu importe où ?',
      'feste a novembre, ovunque',
      'imprezy w listopadzie, gdziekolwiek',
      'akce v listopadu, je jedno kde',
      'festas em novembro em qualquer lugar',
      'feesten in november, overal',
    ]) {
      const parsed = parse(question)
      assert.equal(parsed.intent, 'list_events', question)
      assert.isNull(parsed.city, question)
      assert.isNotNull(parsed.dateRange, question)
      assert.deepEqual(parsed.unmatched, [], question)
    }
  })

  test('a phrase whose last part comes after the date and place (verb last) still asks for events', ({
    assert,
  }) => {
    for (const [question, city] of [
      ['wat is er in november in Berlijn te doen', 'berlin'],
      ['wat is er morgen te doen in Praag?', 'prague'],
      ['was ist im November in Wien los?', 'vienna'],
      ['was ist morgen Abend in Berlin los', 'berlin'],
      ['wat is er te doen in Berlijn dit weekend', 'berlin'],
      ['was ist los in Wien am Wochenende', 'vienna'],
    ] as const) {
      const parsed = parse(question)
      assert.equal(parsed.intent, 'list_events', question)
      assert.equal(parsed.city?.slug, city, question)
      assert.isNotNull(parsed.dateRange, question)
    }
  })

  test('a place of listed events said inside such a phrase is that place', ({ assert }) => {
    const ghent = { name: 'Ghent', keys: ['ghent', 'gent', 'gand'] }
    for (const question of [
      'wat is er in december in Gent te doen?',
      'was ist im Dezember in Gent los?',
    ]) {
      const parsed = parse(question, { eventPlaces: [ghent] })
      assert.equal(parsed.eventPlace, 'Ghent', question)
    }
  })

  test('a number of a date phrase is the date, never an age asked', ({ assert }) => {
    for (const question of [
      'is there a party on the 17th of December?',
      'gibt es eine Party am 16. Dezember?',
      'hay fiesta el 18 de diciembre?',
      'tem festa dia 19 de dezembro?',
      'impreza 17 grudnia?',
    ]) {
      const parsed = parse(question)
      assert.notInclude(parsed.fields, 'age_min', question)
      assert.isNotNull(parsed.dateRange, question)
    }
    assert.include(parse('can a 17 year old go to the party on 5 December?').fields, 'age_min')
  })

  test('a Dutch diminutive in the plural is read as the singular', ({ assert }) => {
    for (const [plural, singular] of [
      ['feestjes', 'feestje'],
      ['kaartjes', 'kaartje'],
      ['biertjes', 'biertje'],
    ]) {
      assert.equal(stem(plural, 'nl'), stem(singular, 'nl'), plural)
    }
    for (const question of ['zijn er feestjes in Amsterdam?', 'leuke feestjes in december?']) {
      assert.equal(parse(question).intent, 'list_events', question)
    }
  })
})
