import { test } from '@japa/runner'
import { isNot, testParsed } from '#tests/helpers/a2a_parsed'
import { parseAtRulesNow } from '#tests/helpers/a2a_cities'

/* Rules of the ninth round, each held in phrasings of its own (see #tests/helpers/a2a_parsed). */

const parse = parseAtRulesNow

test.group('A2A rules (round 9): what is required at the door is the entry rule', () => {
  testParsed(
    'a demand word with the door or the entrance asks the entry rule',
    [
      'What do they check at the door for the Halloween party in London?',
      '¿Qué piden en la puerta del kickoff de Madrid?',
      'Co potrzeba mieć przy wejściu na imprezę w Krakowie?',
    ],
    { field: 'entry_rule' }
  )
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

  testParsed(
    'Polish perfective "skontaktować" asks the contact',
    ['Chcę się z wami skontaktować, jak?'],
    { intent: 'contact' }
  )
})

test.group('A2A rules (round 9): a German separable verb asks a sign-up', () => {
  testParsed(
    '"meld(e) mich … an", "trag mich … ein" around other words ask the sign-up',
    [
      'Melde mich doch bitte beim Kickoff in Wien an.',
      'Kannst du? Meld mich bitte für die Party in München an',
      'Trage mich für das Welcome Festival in Berlin ein, danke',
    ],
    { action: 'sign_up' }
  )
})

test.group('A2A rules (round 9): Czech "kolik musí být" asks the age', () => {
  testParsed(
    '"how many must one be" (years left out) asks the minimum age, not the price',
    [
      'Kolik mi musí být, abych mohl na Halloween v Mnichově?',
      'kolik musi bejt clovek na welcome festival ve vidni',
    ],
    { field: 'age_min', intent: isNot('ticket_prices') }
  )
})

test.group('A2A rules (round 9): French "c’était" tells of the past', () => {
  testParsed(
    '"c’était comment", "c’étaient quoi" ask the past events',
    ["La fête d'Halloween à Berlin, c'était comment ?", "Et à Prague, c'étaient quelles soirées ?"],
    { upcoming: false }
  )
})
