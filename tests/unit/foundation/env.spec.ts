import { test } from '@japa/runner'
import { completion, runTypeScript } from '#tests/helpers/processes'

/** Loads start/env.ts in a fresh process with the given variables. */
async function loadEnv(env: Record<string, string>) {
  const child = runTypeScript(
    ['--input-type=module', '-e', "await import('#start/env'); console.log('env ok')"],
    { NODE_ENV: 'test', ...env }
  )
  return completion(child)
}

test.group('start/env.ts validation', () => {
  test('accepts a complete, valid configuration', async ({ assert }) => {
    const { code, output } = await loadEnv({
      PORT: '4000',
      APP_URL: 'https://students.example.org',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/students',
      SMTP_PORT: '2525',
      RATE_LIMIT_API: '300',
      LIMITER_STORE: 'database',
    })
    assert.equal(code, 0, output)
    assert.include(output, 'env ok')
  }).timeout(20_000)

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
    test(`rejects ${bad.name}=${bad.value} with a message naming it`, async ({ assert }) => {
      const { code, output } = await loadEnv({ [bad.name]: bad.value })
      assert.notEqual(code, 0)
      assert.include(output, bad.message)
      assert.notInclude(output, 'env ok')
    }).timeout(20_000)
  }
})
