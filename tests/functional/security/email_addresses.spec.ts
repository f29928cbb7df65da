import { test } from '@japa/runner'
import { refusedFields } from '#tests/helpers/validation'
import testUtils from '@adonisjs/core/services/test_utils'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import vine from '@vinejs/vine'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import AdminUser from '#models/admin_user'
import { emailAddress } from '#validators/email'
import { contactMessageValidator } from '#validators/contact'
import { waitlistSignupValidator } from '#validators/waitlist'
import { signInValidator } from '#admin/validators/session'
import { adminUserValidator } from '#admin/validators/admin_user'
import { clearRateLimits } from '#services/rate_limit_service'
import AdminCreate from '../../../commands/admin_create.js'
import { connectClient } from '#tests/helpers/mcp_client'
import { protocolError } from '#tests/helpers/mcp_results'
import { EventFactory } from '#database/factories/event_factory'

/*
| Security finding 7: an address with a line break in a quoted local part
| was accepted on the contact endpoint. One rule (#validators/email) now
| serves every door, and the database keeps it too.
*/
const ISSUE_ADDRESS = '"x\r\nBcc: victim@evil.example"@example.com'

const REFUSED = [
  ISSUE_ADDRESS,
  '"x\nBcc: victim@evil.example"@example.com',
  '"x\rBcc: victim@evil.example"@example.com',
  '"tab\there"@example.com',
  '"nul\u0000"@example.com',
  '"del\u007f"@example.com',
  '"next line\u0085"@example.com',
  '"line separator\u2028"@example.com',
  'zero\u200bwidth@example.com',
  'right\u202eto-left@example.com',
  'inner\nbreak@example.com',
  'a@exam\r\nple.com',
]
const ACCEPTED = ['ada@example.org', 'ada+events@uni.example.ac.uk', '"ada lovelace"@example.org']

test.group('One e-mail rule for every door', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the rule refuses control and invisible characters anywhere, quoted or not', async ({
    assert,
  }) => {
    const check = vine.create({ email: emailAddress() })
    for (const email of REFUSED) {
      assert.deepEqual(
        await refusedFields(check.validate({ email })),
        ['email'],
        JSON.stringify(email)
      )
    }
    for (const email of ACCEPTED) {
      assert.deepEqual(await refusedFields(check.validate({ email })), [], email)
    }
  })

  test('every validator that takes an address uses it', async ({ assert }) => {
    for (const email of REFUSED) {
      const doors = {
        contact: contactMessageValidator.validate({ name: 'A', email, message: 'Hi' }),
        waitlist: waitlistSignupValidator.validate({ city: 'x', name: 'A', email, consent: true }),
        signIn: signInValidator.validate({ email, password: 'x' }),
        adminUser: adminUserValidator.validate({ email, password: 'long-enough-secret' }),
      }
      for (const [door, validation] of Object.entries(doors)) {
        assert.include(
          await refusedFields(validation),
          'email',
          `${door}: ${JSON.stringify(email)}`
        )
      }
    }
  })

  test('POST /api/contact refuses the address of the issue (400 validation_failed)', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/api/contact')
      .json({ name: 'X', email: ISSUE_ADDRESS, message: 'Hello', dry_run: true })
    response.assertStatus(400)
    assert.equal(response.body().code, 'validation_failed')
    assert.deepEqual(
      response.body().errors.map((error: { field: string }) => error.field),
      ['email']
    )
  })

  test('the admin sign-in form refuses it next to the field', async ({ client }) => {
    const response = await client
      .post('/admin/login')
      .header('referer', '/admin/login')
      .form({ email: ISSUE_ADDRESS, password: 'whatever-it-is' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertValidationError('email', 'Enter a valid e-mail address')
  })

  test('node ace admin:create refuses it and creates nothing', async ({ assert }) => {
    ace.ui.switchMode('raw')
    try {
      const command = await ace.create(AdminCreate, [
        `--email=${ISSUE_ADDRESS}`,
        '--password=long-enough-secret',
      ])
      await command.exec()
      command.assertFailed()
      command.assertLog('[ red(error) ] email: Enter a valid e-mail address', 'stderr')
    } finally {
      ace.ui.switchMode('normal')
    }
    assert.isNull(await AdminUser.query().where('email', 'like', '%victim%').first())
  })

  test('the database refuses a stored address with a control character', async ({ assert }) => {
    const event = await EventFactory.create()
    const email = 'bell\u0007@example.org'
    const rows = {
      admin_users: { email, password: 'x' },
      contact_messages: { name: 'A', email, message: 'Hi', source: 'api' },
      waitlist_entries: {
        event_id: event.id,
        name: 'A',
        email,
        consent_at: new Date(),
        source: 'mcp',
      },
    }
    for (const [table, row] of Object.entries(rows)) {
      await assert.rejects(
        () => db.transaction((trx) => trx.table(table).insert(row)),
        new RegExp(`${table}_email_no_control_characters`)
      )
    }
  })
})

test.group('One e-mail rule: the MCP tools', (group) => {
  let client: Client
  group.each.setup(async () => {
    await clearRateLimits()
    client = await connectClient()
    return () => client.close()
  })

  test('send_message_to_team and join_halloween_waitlist refuse it (-32602)', async ({
    assert,
  }) => {
    const message = await protocolError(
      client.callTool({
        name: 'send_message_to_team',
        arguments: {
          name: 'X',
          email: ISSUE_ADDRESS,
          message: 'Hello',
          consent: true,
          dry_run: true,
        },
      })
    )
    assert.equal(message.code, -32602)
    assert.include(message.message, 'email: The email field must be a valid e-mail address')

    const waitlist = await protocolError(
      client.callTool({
        name: 'join_halloween_waitlist',
        arguments: {
          city: 'berlin',
          name: 'X',
          email: ISSUE_ADDRESS,
          consent: true,
          dry_run: true,
        },
      })
    )
    assert.equal(waitlist.code, -32602)
    assert.include(waitlist.message, 'email: The email field must be a valid e-mail address')
  })
})
