import { test } from '@japa/runner'
import { smtpTransportConfig, teamMailConfig } from '#config/mail'
import { contactMailConfig } from '#services/mail/team_mailer'

const SETTINGS = {
  host: 'smtp.example.org',
  port: 465,
  secure: true,
  from: 'noreply@example.org',
  connectionTimeoutMs: 1000,
  socketTimeoutMs: 2000,
  sendTimeoutMs: 3000,
}

test.group('Team mail configuration (config/mail.ts)', () => {
  test('the team mailer sends with the one configuration of config/mail.ts', ({ assert }) => {
    assert.strictEqual(contactMailConfig, teamMailConfig)
  })

  test('a user signs in with login auth; the timeouts go to the transport', ({ assert }) => {
    const config = { ...SETTINGS, user: 'mailer', password: 's3cret' }
    assert.deepEqual(smtpTransportConfig(config, 'smtp.example.org'), {
      host: 'smtp.example.org',
      port: 465,
      secure: true,
      auth: { type: 'login', user: 'mailer', pass: 's3cret' },
      connectionTimeout: 1000,
      greetingTimeout: 1000,
      socketTimeout: 2000,
    })
  })

  test('no user: no auth', ({ assert }) => {
    assert.isUndefined(smtpTransportConfig(SETTINGS, 'smtp.example.org').auth)
  })
})
