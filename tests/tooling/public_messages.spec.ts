import { test } from '@japa/runner'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PUBLIC_MESSAGES } from '#schemas/public_messages'

/*
| The public wording of an expected failure is written once, in the table of
| app/schemas/public_messages.ts, and every door's renderer reads it there:
| no other file of app/ may spell one of its sentences again.
*/
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const TABLE = 'app/schemas/public_messages.ts'

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

/** Every sentence of the table (headings of pages too), as written. */
function tableSentences(): string[] {
  return Object.values(PUBLIC_MESSAGES).flatMap((wording) =>
    Object.values(wording).flatMap((text) =>
      typeof text === 'string' ? [text] : [text.title, text.message]
    )
  )
}

/** The sentences (longer than a heading) that `source` spells again. */
function repeatedIn(source: string): string[] {
  return tableSentences().filter((sentence) => sentence.length > 30 && source.includes(sentence))
}

test.group('One table of public messages', () => {
  test('no file of app/ but the table spells a public error message', ({ assert }) => {
    const repeated = sourceFiles('app')
      .filter((file) => file !== TABLE)
      .flatMap((file) =>
        repeatedIn(readFileSync(join(ROOT, file), 'utf8')).map((s) => `${file}: ${s}`)
      )
    assert.deepEqual(repeated, [])
  })

  test('the check finds a message written again', ({ assert }) => {
    const planted = `const message = '${PUBLIC_MESSAGES.service_unavailable.api}'`
    assert.deepEqual(repeatedIn(planted), [PUBLIC_MESSAGES.service_unavailable.api])
  })
})
