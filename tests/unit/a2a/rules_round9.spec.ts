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
