import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import { answerQuestion } from '#a2a/answer_question'

test('ask', async () => {
  const questions = readFileSync('/tmp/round7/ask.txt', 'utf8').split('\n').filter(Boolean)
  for (const q of questions) {
    const a = await answerQuestion(q)
    const d = a.data as any
    console.log(`\n### ${q}\n[${d.intent}] ${JSON.stringify(d.query ?? {})}\n${a.text.slice(0, 600)}`)
  }
}).timeout(300_000)
