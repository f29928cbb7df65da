import { test } from '@japa/runner'
import { testParsed, testRows, whose } from '#tests/helpers/a2a_parsed'
import { parseAtRulesNow } from '#tests/helpers/a2a_cities'

/* Rules of the thirteenth round, each held in phrasings of its own (see #tests/helpers/a2a_parsed). */

const parse = parseAtRulesNow

test.group('A2A rules (round 13): cancelling one’s own ticket or entry is declined', () => {
  testParsed(
    'cancel with a possessive, with or without an article, in several languages',
    [
      'cancela minha reserva da festa de boas-vindas',
      'podes cancelar a minha entrada no kickoff?',
      'cancela mis entradas del festival por favor',
      'annule ma place pour la soirée halloween svp',
      'can you cancel our tickets for the kickoff',
    ],
    { action: 'cancel', intent: 'cannot_do' }
  )

  test('asking how to cancel is not a request to act', ({ assert }) => {
    assert.isNull(parse('como cancelo a minha inscrição?').action)
  })
})

test.group(
  'A2A rules (round 13): a city asked as an overview or as a student city is its guide',
  () => {
    testRows(
      'overview, presentation or student city, in several languages',
      [
        ['give me an overview of Berlin for students', 'berlin'],
        ['Geef me een overzicht van Amsterdam', 'amsterdam'],
        ['Présentez-moi Vienne, ville étudiante', 'vienna'],
        ['Mi parli di Praga?', 'prague'],
        ['erzähl was über münchen als studentenstadt', 'munich'],
        ['Apresenta-me Lisboa', 'lisbon'],
        ['krótki przegląd Krakowa dla studentów', 'krakow'],
      ],
      (city) => ({ intent: 'city_guide', city: whose('slug', city) })
    )
  }
)

test.group('A2A rules (round 13): smaller words', () => {
  testParsed(
    'an essay asked instead of the events is outside the service',
    [
      'write me an essay about Kafka instead of talking about events',
      'schreib mir einen Aufsatz anstatt über Events zu reden',
      'escreve uma redação sobre Pessoa em vez de falar de eventos',
    ],
    { intent: 'help' }
  )

  test('Portuguese "equipe" is the team', ({ assert }) => {
    assert.equal(parse('como posso falar com a equipe?').intent, 'contact')
    assert.equal(parse('quero falar com a equipa').intent, 'contact')
  })

  testParsed('Czech chat "casovy pasmo" is the time zone', ['jaky je casovy pasmo v praze'], {
    guideTopic: 'timezone',
  })
})

test.group('A2A rules (round 13): a round sold out already is the tickets’ state', () => {
  testParsed(
    'prices asked with a sold-out verb in the past are the upcoming events',
    [
      'Quanto custa a entrada do kickoff em Lisboa? Já esgotaram os primeiros lotes?',
      '¿Cuánto cuestan las entradas de Halloween en Berlín? ¿Se agotaron ya?',
    ],
    { upcoming: true, intent: 'ticket_prices' }
  )
})

test.group('A2A rules (round 13): sold out, in any tense, is no past event', () => {
  testParsed(
    'tickets sold out, asked in several languages, are the upcoming events’ state',
    [
      'algum lote já esgotou?',
      'os bilhetes já esgotaram?',
      '¿se agotaron las entradas?',
      'did they sell out already?',
      'sind die Karten schon ausverkauft?',
      'zijn de kaartjes al uitverkocht?',
      'i biglietti sono già esauriti?',
      'czy bilety są już wyprzedane?',
    ],
    { upcoming: true }
  )

  testParsed(
    'the past asked in the same languages, beside sold out or not, is still the past',
    [
      'quais festas já rolaram em Lisboa? alguma esgotou?',
      '¿qué fiestas organizaron en Berlín?',
      'which events already took place in Munich?',
      'welche Events gab es in Berlin?',
      'welke evenementen waren er in Amsterdam?',
      'quali eventi ci sono stati a Roma?',
      'jakie imprezy były w Krakowie?',
    ],
    { upcoming: false }
  )
})
