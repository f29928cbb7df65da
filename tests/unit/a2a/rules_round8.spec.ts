import { test } from '@japa/runner'
import { testParsed } from '#tests/helpers/a2a_parsed'
import { parseAtRulesNow } from '#tests/helpers/a2a_cities'

/* Rules of the eighth round, each held in phrasings of its own (see #tests/helpers/a2a_parsed). */

const parse = parseAtRulesNow

test.group('A2A rules (round 8): a which-word naming a field asks that field', () => {
  testParsed(
    '"which entry rules" asks the entry rule, not which events',
    [
      'Welche Einlassbedingungen hat die Orientierungswoche in Berlin?',
      '¿Cuáles son los requisitos de acceso del Welcome Festival en Viena?',
      "Quelles sont les règles d'accès de la soirée Halloween à Londres ?",
      "Quali sono i requisiti d'accesso per la festa di Halloween a Berlino?",
      'Jakie są zasady wstępu na Welcome Festival w Wiedniu?',
    ],
    { field: 'entry_rule' }
  )

  testParsed(
    'a which-word before an event word still asks a list',
    [
      'Welche Partys verlangen ein Kostüm?',
      'Which events need a costume?',
      'Quali feste richiedono un costume?',
      'Qué fiestas tienen acceso anticipado?',
      'What parties offer early access?',
    ],
    { field: null }
  )
})

test.group('A2A rules (round 8): waiting lists and sign-ups in more words', () => {
  testParsed('Czech "pořadník" is the waiting list', ['Má Welcome Festival ve Vídni pořadník?'], {
    field: 'waitlist',
  })

  testParsed(
    'a register verb with "me" asks the agent to sign the student up',
    [
      'zaregistruj mě na halloween v praze',
      'zarejestruj mnie na orientation week w Berlinie',
      'regístrame para la fiesta de Halloween en Madrid',
      'registrami al welcome festival di Vienna',
      'enregistre-moi pour la soirée Halloween à Berlin',
      'registreer me voor het Halloween-feest in Amsterdam',
      'registra-me na festa de Halloween em Lisboa',
    ],
    { action: 'sign_up' }
  )
})

test.group('A2A rules (round 8): "coming up" is no place', () => {
  testParsed(
    'the idiom for coming up after a preposition is read, not taken for a place',
    [
      'ci sono feste di Halloween in programma?',
      'y a-t-il des soirées Halloween en preparation ?',
      'jsou v planu nějaké halloweenské akce?',
      'hay fiestas de Halloween en camino?',
    ],
    { unknownPlace: null, intent: 'list_events' }
  )
})

test.group('A2A rules (round 8): policy topics in more of their words', () => {
  test('events reserved for students, a postponed event, my data are policy texts', ({
    assert,
  }) => {
    for (const [question, word] of [
      ['Are the parties restricted to students?', 'students'],
      ['Est-ce que les événements sont réservés aux étudiants ?', 'students'],
      ['Le feste sono riservate agli studenti?', 'students'],
      ['Os eventos são exclusivos para estudantes?', 'students'],
      ['Co jeśli impreza zostanie przełożona?', 'cancelled'],
      ['Cosa succede al biglietto se la festa viene posticipata?', 'cancelled'],
      ['Wat gebeurt er als het feest wordt uitgesteld?', 'cancelled'],
      ['Jak chronicie moich danych osobowych?', 'privacy'],
    ] as const) {
      const parsed = parse(question)
      assert.equal(parsed.intent, 'search_docs', question)
      assert.include(parsed.searchWords, word, question)
    }
  })
})

test.group('A2A rules (round 8): where to go partying is the nightlife places', () => {
  testParsed(
    '"places to go partying", "gdzie na imprezę" ask the guide nightlife places',
    ['lugares para ir de fiesta en Madrid', 'gdzie imprezować w Krakowie?'],
    {
      placeCategory: 'nightlife',
    }
  )
})
