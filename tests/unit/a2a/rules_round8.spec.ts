import { test } from '@japa/runner'
import { parseAtRulesNow } from '#tests/helpers/a2a_cities'

/*
| Rules of the eighth round: each checked in several languages, with
| phrasings of its own, so a rule is held, not one question.
*/

const parse = parseAtRulesNow

test.group('A2A rules (round 8): a which-word naming a field asks that field', () => {
  test('"which entry rules" asks the entry rule, not which events', ({ assert }) => {
    for (const question of [
      'Welche Einlassbedingungen hat die Orientierungswoche in Berlin?',
      '¿Cuáles son los requisitos de acceso del Welcome Festival en Viena?',
      "Quelles sont les règles d'accès de la soirée Halloween à Londres ?",
      "Quali sono i requisiti d'accesso per la festa di Halloween a Berlino?",
      'Jakie są zasady wstępu na Welcome Festival w Wiedniu?',
    ]) {
      const parsed = parse(question)
      assert.equal(parsed.field, 'entry_rule', question)
    }
  })

  test('a which-word before an event word still asks a list', ({ assert }) => {
    for (const question of [
      'Welche Partys verlangen ein Kostüm?',
      'Which events need a costume?',
      'Quali feste richiedono un costume?',
      'Qué fiestas tienen acceso anticipado?',
      'What parties offer early access?',
    ]) {
      assert.isNull(parse(question).field, question)
    }
  })
})

test.group('A2A rules (round 8): waiting lists and sign-ups in more words', () => {
  test('Czech "pořadník" is the waiting list', ({ assert }) => {
    const parsed = parse('Má Welcome Festival ve Vídni pořadník?')
    assert.equal(parsed.field, 'waitlist')
  })

  test('a register verb with "me" asks the agent to sign the student up', ({ assert }) => {
    for (const question of [
      'zaregistruj mě na halloween v praze',
      'zarejestruj mnie na orientation week w Berlinie',
      'regístrame para la fiesta de Halloween en Madrid',
      'registrami al welcome festival di Vienna',
      'enregistre-moi pour la soirée Halloween à Berlin',
      'registreer me voor het Halloween-feest in Amsterdam',
      'registra-me na festa de Halloween em Lisboa',
    ]) {
      assert.equal(parse(question).action, 'sign_up', question)
    }
  })
})

test.group('A2A rules (round 8): "coming up" is no place', () => {
  test('the idiom for coming up after a preposition is read, not taken for a place', ({
    assert,
  }) => {
    for (const question of [
      'ci sono feste di Halloween in programma?',
      'y a-t-il des soirées Halloween en preparation ?',
      'jsou v planu nějaké halloweenské akce?',
      'hay fiestas de Halloween en camino?',
    ]) {
      const parsed = parse(question)
      assert.isNull(parsed.unknownPlace, question)
      assert.equal(parsed.intent, 'list_events', question)
    }
  })
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
  test('"places to go partying", "gdzie na imprezę" ask the guide nightlife places', ({
    assert,
  }) => {
    for (const question of [
      'lugares para ir de fiesta en Madrid',
      'gdzie imprezować w Krakowie?',
    ]) {
      const parsed = parse(question)
      assert.equal(parsed.placeCategory, 'nightlife', question)
    }
  })
})
