import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { envSchema } from '#start/env_schema'

type Name = keyof typeof envSchema

/** The problems start/env.ts would stop the boot with, for these values (in-process). */
function problemsWith(values: Record<string, string>): string[] {
  const problems: string[] = []
  for (const [name, value] of Object.entries(values)) {
    try {
      envSchema[name as Name](name, value)
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  return problems
}

test.group('start/env.ts validation', () => {
  test('accepts a complete, valid configuration', ({ assert }) => {
    assert.deepEqual(
      problemsWith({
        PORT: '4000',
        APP_URL: 'https://students.example.org',
        DATABASE_URL: 'postgres://app:secret@db.internal:5432/students',
        SMTP_PORT: '2525',
        RATE_LIMIT_API: '300',
        LIMITER_STORE: 'database',
      }),
      []
    )
  })

  const badValues = [
    { name: 'PORT', value: 'abc', message: 'PORT' },
    { name: 'DATABASE_URL', value: 'mysql://localhost/x', message: 'expected postgres://' },
    { name: 'RATE_LIMIT_API', value: '0', message: 'RATE_LIMIT_API must be a positive integer' },
    {
      name: 'RATE_LIMIT_CONTACT',
      value: 'twenty',
      message: 'RATE_LIMIT_CONTACT must be a positive integer',
    },
    { name: 'LIMITER_STORE', value: 'memcached', message: 'LIMITER_STORE' },
    { name: 'APP_URL', value: 'not a url', message: 'APP_URL' },
    { name: 'MAIL_FROM', value: 'nobody', message: 'MAIL_FROM' },
    { name: 'SEED_DEMO', value: 'perhaps', message: 'SEED_DEMO' },
  ]

  for (const bad of badValues) {
    test(`rejects ${bad.name}=${bad.value} with a message naming it`, ({ assert }) => {
      const problems = problemsWith({ [bad.name]: bad.value })
      assert.lengthOf(problems, 1)
      assert.include(problems[0], bad.message)
    })
  }

  test('every variable the code reads through env.get has a rule', async ({ assert }) => {
    const read = new Set<string>()
    for (const folder of ['app', 'config', 'start']) {
      const files = await readdir(folder, { recursive: true })
      for (const file of files.filter((name) => name.endsWith('.ts'))) {
        const source = await readFile(join(folder, file), 'utf8')
        for (const [, name] of source.matchAll(/env\.get\(\s*'([A-Z0-9_]+)'/g)) read.add(name)
      }
    }
    assert.isAbove(read.size, 20)
    assert.includeMembers(Object.keys(envSchema), [...read])
  })
})
