import { test } from '@japa/runner'
import { expectParsed, isSet, lacks, testParsed, testRows, whose } from '#tests/helpers/a2a_parsed'
import { stem } from '#lib/understanding/stems'
import { parseAtRulesNow } from '#tests/helpers/a2a_cities'

/* Rules of the sixth round, each held in phrasings of its own (see #tests/helpers/a2a_parsed). */

const parse = parseAtRulesNow

test.group('A2A rules (round 6): anywhere, split phrases, Dutch diminutives', () => {
  testParsed(
    '"anywhere" asks no place: events of the date, everywhere, every word understood',
    [
      'parties next weekend, wherever',
      'Partys im November, egal wo',
      'fiestas en noviembre, en cualquier sitio',
      'des soirées en novembre, peu importe où ?',
      'feste a novembre, ovunque',
      'imprezy w listopadzie, gdziekolwiek',
      'akce v listopadu, je jedno kde',
      'festas em novembro em qualquer lugar',
      'feesten in november, overal',
    ],
    { intent: 'list_events', city: null, dateRange: isSet, unmatched: [] }
  )

  testRows(
    'a phrase whose last part comes after the date and place (verb last) still asks for events',
    [
      ['wat is er in november in Berlijn te doen', 'berlin'],
      ['wat is er morgen te doen in Praag?', 'prague'],
      ['was ist im November in Wien los?', 'vienna'],
      ['was ist morgen Abend in Berlin los', 'berlin'],
      ['wat is er te doen in Berlijn dit weekend', 'berlin'],
      ['was ist los in Wien am Wochenende', 'vienna'],
    ],
    (city) => ({ intent: 'list_events', city: whose('slug', city), dateRange: isSet })
  )

  testParsed(
    'a place of listed events said inside such a phrase is that place',
    ['wat is er in december in Gent te doen?', 'was ist im Dezember in Gent los?'],
    { eventPlace: 'Ghent' },
    { eventPlaces: [{ name: 'Ghent', keys: ['ghent', 'gent', 'gand'] }] }
  )

  test('a number of a date phrase is the date, never an age asked', ({ assert }) => {
    expectParsed(
      assert,
      [
        'is there a party on the 17th of December?',
        'gibt es eine Party am 16. Dezember?',
        'hay fiesta el 18 de diciembre?',
        'tem festa dia 19 de dezembro?',
        'impreza 17 grudnia?',
      ],
      { fields: lacks('age_min'), dateRange: isSet }
    )
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
    expectParsed(assert, ['zijn er feestjes in Amsterdam?', 'leuke feestjes in december?'], {
      intent: 'list_events',
    })
  })
})
