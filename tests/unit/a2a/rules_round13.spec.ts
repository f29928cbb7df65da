import { test } from '@japa/runner'
import { parseAtRulesNow } from '#tests/helpers/a2a_cities'

/*
| Rules of the thirteenth round: each checked with phrasings of its own, so a
| rule is held, not one question.
*/

const parse = parseAtRulesNow

test.group('A2A rules (round 13): cancelling one’s own ticket or entry is declined', () => {
  test('cancel with a possessive, with or without an article, in several languages', ({
    assert,
  }) => {
    for (const question of [
      'cancela minha reserva da festa de boas-vindas',
      'podes cancelar a minha entrada no kickoff?',
      'cancela mis entradas del festival por favor',
      'annule ma place pour la soirée halloween svp',
      'can you cancel our tickets for the kickoff',
    ]) {
      const parsed = parse(question)
      assert.equal(parsed.action, 'cancel', question)
      assert.equal(parsed.intent, 'cannot_do', question)
    }
  })

  test('asking how to cancel is not a request to act', ({ assert }) => {
    assert.isNull(parse('como cancelo a minha inscrição?').action)
  })
})
