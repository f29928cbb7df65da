import { test } from '@japa/runner'
import { parseAtRulesNow } from '#tests/helpers/a2a_cities'

/*
| Rules of the ninth round: each checked with phrasings of its own, so a
| rule is held, not one question.
*/

const parse = parseAtRulesNow

test.group('A2A rules (round 9): what is required at the door is the entry rule', () => {
  test('a demand word with the door or the entrance asks the entry rule', ({ assert }) => {
    for (const question of [
      'What do they check at the door for the Halloween party in London?',
      '¿Qué piden en la puerta del kickoff de Madrid?',
      'Co potrzeba mieć przy wejściu na imprezę w Krakowie?',
    ]) {
      assert.equal(parse(question).field, 'entry_rule', question)
    }
  })
})

test.group('A2A rules (round 9): inflected forms of guide, deal and contact words', () => {
  test('Czech "v časovém pásmu" (locative) is the time zone', ({ assert }) => {
    const parsed = parse('Řekni mi, v jakém časovém pásmu leží Vídeň.')
    assert.equal(parsed.guideTopic, 'timezone')
  })

  test('Polish "mieszkaniem" (instrumental) is the housing deals', ({ assert }) => {
    const parsed = parse('Macie jakieś oferty z mieszkaniem dla studentów?')
    assert.include(parsed.searchWords, 'housing')
  })

  test('Polish perfective "skontaktować" asks the contact', ({ assert }) => {
    assert.equal(parse('Chcę się z wami skontaktować, jak?').intent, 'contact')
  })
})

test.group('A2A rules (round 9): a German separable verb asks a sign-up', () => {
  test('"meld(e) mich … an", "trag mich … ein" around other words ask the sign-up', ({
    assert,
  }) => {
    for (const question of [
      'Melde mich doch bitte beim Kickoff in Wien an.',
      'Kannst du? Meld mich bitte für die Party in München an',
      'Trage mich für das Welcome Festival in Berlin ein, danke',
    ]) {
      assert.equal(parse(question).action, 'sign_up', question)
    }
  })
})

test.group('A2A rules (round 9): Czech "kolik musí být" asks the age', () => {
  test('"how many must one be" (years left out) asks the minimum age, not the price', ({
    assert,
  }) => {
    for (const question of [
      'Kolik mi musí být, abych mohl na Halloween v Mnichově?',
      'kolik musi bejt clovek na welcome festival ve vidni',
    ]) {
      const parsed = parse(question)
      assert.equal(parsed.field, 'age_min', question)
      assert.notEqual(parsed.intent, 'ticket_prices', question)
    }
  })
})

test.group('A2A rules (round 9): French "c’était" tells of the past', () => {
  test('"c’était comment", "c’étaient quoi" ask the past events', ({ assert }) => {
    for (const question of [
      "La fête d'Halloween à Berlin, c'était comment ?",
      "Et à Prague, c'étaient quelles soirées ?",
    ]) {
      assert.isFalse(parse(question).upcoming, question)
    }
  })
})
