import { readFileSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AgentQuestion, Expectation } from '#tests/fixtures/agent_questions/types'

/*
| A set of questions to score, in the fixture format: the development corpus
| by default, or any file named by AGENT_QUESTIONS_FILE — a TypeScript or
| JavaScript module exporting `AGENT_QUESTIONS` (or a default array), or a
| JSON array of {question, language, expect} where a cost label is a string
| (read as a case-insensitive pattern, or as the label itself when written
| literally: "Lunch (obiad)" is that label, not a pattern with a group).
*/

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type JsonExpectation = Expectation | { kind: 'cost'; city: string; label: string }

function fromJson(entry: AgentQuestion & { expect: JsonExpectation }): AgentQuestion {
  const expect = entry.expect
  if (expect.kind === 'cost' && typeof expect.label === 'string') {
    return {
      ...entry,
      expect: { ...expect, label: new RegExp(`${expect.label}|${literally(expect.label)}`, 'i') },
    }
  }
  return entry as AgentQuestion
}

export async function questionsFrom(file: string): Promise<AgentQuestion[]> {
  const path = isAbsolute(file) ? file : resolve(process.cwd(), file)
  if (path.endsWith('.json')) {
    return (JSON.parse(readFileSync(path, 'utf8')) as AgentQuestion[]).map(fromJson)
  }
  const module = (await import(pathToFileURL(path).href)) as {
    AGENT_QUESTIONS?: AgentQuestion[]
    default?: AgentQuestion[]
  }
  const questions = module.AGENT_QUESTIONS ?? module.default
  if (!Array.isArray(questions)) throw new Error(`${file} exports no AGENT_QUESTIONS array`)
  return questions
}
