import { test } from '@japa/runner'
import { writeFileSync } from 'node:fs'
import testUtils from '@adonisjs/core/services/test_utils'
import { answerQuestion } from '#a2a/answer_question'
import { AGENT_QUESTIONS } from '#tests/fixtures/agent_questions/index'
import { categoryOf } from '#tests/fixtures/agent_questions/types'
import { grade } from '#tests/helpers/agent_grader'

/** The share of the corpus the agent must answer right. */
const REQUIRED_SCORE = 0.85

interface Tally {
  right: number
  total: number
}

function add(tallies: Map<string, Tally>, key: string, right: boolean) {
  const tally = tallies.get(key) ?? { right: 0, total: 0 }
  tally.total++
  if (right) tally.right++
  tallies.set(key, tally)
}

function table(tallies: Map<string, Tally>): string {
  return [...tallies.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([key, { right, total }]) =>
        `${key}: ${right}/${total} (${Math.round((100 * right) / total)}%)`
    )
    .join('\n')
}

test.group('A2A agent: the question corpus against the catalog read directly', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('at least 300 questions in at least five languages', ({ assert }) => {
    assert.isAtLeast(AGENT_QUESTIONS.length, 300)
    assert.isAtLeast(new Set(AGENT_QUESTIONS.map((entry) => entry.language)).size, 5)
  })

  test('the agent answers at least the required share right, by category and language', async ({
    assert,
  }) => {
    const byCategory = new Map<string, Tally>()
    const byLanguage = new Map<string, Tally>()
    const wrong: string[] = []
    for (const entry of AGENT_QUESTIONS) {
      const answer = await answerQuestion(entry.question)
      const problem = await grade(entry.expect, answer)
      add(byCategory, categoryOf(entry.expect), problem === null)
      add(byLanguage, entry.language, problem === null)
      if (problem)
        wrong.push(`[${entry.language}] ${entry.question} → ${answer.data.intent}: ${problem}`)
    }
    const right = AGENT_QUESTIONS.length - wrong.length
    const report = [
      `Score: ${right}/${AGENT_QUESTIONS.length} (${Math.round((100 * right) / AGENT_QUESTIONS.length)}%)`,
      '',
      'By category:',
      table(byCategory),
      '',
      'By language:',
      table(byLanguage),
      '',
      'Wrong:',
      ...wrong,
    ].join('\n')
    if (process.env.AGENT_CORPUS_REPORT) writeFileSync(process.env.AGENT_CORPUS_REPORT, report)
    console.log(report)
    assert.isAtLeast(right / AGENT_QUESTIONS.length, REQUIRED_SCORE, report)
  }).timeout(300_000)
})
