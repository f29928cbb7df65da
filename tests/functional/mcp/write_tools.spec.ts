import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { WaitlistSignupResultSchema } from '#schemas/waitlist'
import { contactMailConfig } from '#services/mail/team_mailer'
import { useSmtpSink } from '#tests/helpers/contact_messages'
import { connectClient } from '#tests/helpers/mcp_client'
import { protocolError, textOf } from '#tests/helpers/mcp_results'
import {
  CLOSED_CITY,
  CLOSED_EVENT,
  OPEN_CITY,
  OPEN_EVENT,
  QUIET_CITY,
  mcpCatalogSession,
} from '#tests/helpers/mcp_catalog'

const STUDENT = { name: 'Grace Hopper', email: 'grace@mcp-test.example' }

function waitlistRows() {
  return db.from('waitlist_entries').whereILike('email', '%@mcp-test.example').orderBy('id')
}

test.group('MCP join_halloween_waitlist', (group) => {
  const mcp = mcpCatalogSession(group)

  test('dry_run checks everything and stores nothing', async ({ assert }) => {
    const result = await mcp.client.callTool({
      name: 'join_halloween_waitlist',
      arguments: { city: 'Mcpville', ...STUDENT, consent: true, dry_run: true },
    })
    const outcome = WaitlistSignupResultSchema.parse(result.structuredContent)
    assert.equal(outcome.status, 'dry_run')
    assert.equal(outcome.event.id, OPEN_EVENT)
    assert.isNull(outcome.consent_at)
    assert.include(textOf(result), 'Nothing was stored')
    assert.lengthOf(await waitlistRows(), 0)
  })

  test('joins the next Halloween list once; a second sign-up adds nothing', async ({ assert }) => {
    const before = Date.now()
    const first = await mcp.client.callTool({
      name: 'join_halloween_waitlist',
      arguments: { city: OPEN_CITY, ...STUDENT, consent: true },
    })
    const joined = WaitlistSignupResultSchema.parse(first.structuredContent)
    assert.equal(joined.status, 'joined')
    assert.equal(joined.event.id, OPEN_EVENT)

    const rows = await waitlistRows()
    assert.lengthOf(rows, 1)
    assert.include(rows[0], { event_id: OPEN_EVENT, name: STUDENT.name, source: 'mcp' })
    const consentAt = new Date(rows[0].consent_at).getTime()
    assert.isAtLeast(consentAt, before - 1000)
    assert.equal(new Date(joined.consent_at!).getTime(), consentAt)

    const again = await mcp.client.callTool({
      name: 'join_halloween_waitlist',
      arguments: {
        city: 'mcpville',
        name: 'Grace H.',
        email: 'GRACE@mcp-test.example',
        consent: true,
      },
    })
    assert.isUndefined(again.isError)
    const repeated = WaitlistSignupResultSchema.parse(again.structuredContent)
    assert.equal(repeated.status, 'already_on_list')
    assert.equal(new Date(repeated.consent_at!).getTime(), consentAt)
    assert.lengthOf(await waitlistRows(), 1)
  })

  test('closed lists, cities without Halloween and unknown cities are tool errors', async ({
    assert,
  }) => {
    const closed = await mcp.client.callTool({
      name: 'join_halloween_waitlist',
      arguments: { city: CLOSED_CITY, ...STUDENT, consent: true },
    })
    assert.isTrue(closed.isError)
    assert.include(textOf(closed), 'is not open')
    assert.include(textOf(closed), CLOSED_EVENT)

    const quiet = await mcp.client.callTool({
      name: 'join_halloween_waitlist',
      arguments: { city: QUIET_CITY, ...STUDENT, consent: true },
    })
    assert.isTrue(quiet.isError)
    assert.include(textOf(quiet), 'no upcoming Halloween event')

    const unknown = await mcp.client.callTool({
      name: 'join_halloween_waitlist',
      arguments: { city: 'atlantis', ...STUDENT, consent: true },
    })
    assert.isTrue(unknown.isError)
    assert.include(textOf(unknown), 'No city "atlantis"')
    assert.lengthOf(await waitlistRows(), 0)
  })

  test('consent and the student details are required arguments (-32602)', async ({ assert }) => {
    const noConsent = await protocolError(
      mcp.client.callTool({
        name: 'join_halloween_waitlist',
        arguments: { city: OPEN_CITY, ...STUDENT },
      })
    )
    assert.equal(noConsent.code, -32602)
    assert.include(noConsent.message, 'consent: ')

    const refused = await protocolError(
      mcp.client.callTool({
        name: 'join_halloween_waitlist',
        arguments: { city: OPEN_CITY, name: ' ', email: 'not-an-email', consent: false },
      })
    )
    assert.equal(refused.code, -32602)
    assert.include(refused.message, 'consent: consent must be true')
    assert.include(refused.message, 'email: The email field must be a valid e-mail address')
    assert.include(refused.message, 'name: ')
    assert.lengthOf(await waitlistRows(), 0)
  })
})

test.group('MCP send_message_to_team (real SMTP)', (group) => {
  let client: Client
  /* a real SMTP server; the contact mailer points at it before each test */
  const sink = useSmtpSink(group)

  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    client = await connectClient()
    return async () => {
      await client.close()
      await rollback()
    }
  })

  const message = {
    name: 'Ada Lovelace',
    email: 'ada@mcp-test.example',
    message: 'Hello team, is there a student discount for the welcome festival?',
    city: 'Berlin',
  }
  const messageRows = () => db.from('contact_messages').where('email', message.email)

  test('sends through the contact pipeline, stored with source mcp; retries replay', async ({
    assert,
  }) => {
    const key = `mcp-test-${Date.now()}`
    const sent = await client.callTool({
      name: 'send_message_to_team',
      arguments: { ...message, consent: true, idempotency_key: key },
    })
    assert.deepEqual(sent.structuredContent, {
      success: true,
      dry_run: false,
      replayed: false,
      message: "Your message was sent to the team. Replies go to the sender's e-mail address.",
    })
    assert.lengthOf(sink.received, 1)
    assert.deepEqual(sink.received[0].rcptTo, ['team@students.example.org'])
    assert.include(sink.received[0].text, 'student discount for the welcome festival')
    const rows = await messageRows()
    assert.lengthOf(rows, 1)
    assert.include(rows[0], { source: 'mcp', idempotency_key: key, delivery_status: 'sent' })

    const retry = await client.callTool({
      name: 'send_message_to_team',
      arguments: { ...message, consent: true, idempotency_key: key },
    })
    assert.include(retry.structuredContent, { success: true, replayed: true })
    assert.lengthOf(sink.received, 1)

    const reused = await client.callTool({
      name: 'send_message_to_team',
      arguments: { ...message, message: 'Another question', consent: true, idempotency_key: key },
    })
    assert.isTrue(reused.isError)
    assert.include(textOf(reused), 'idempotency_key_reused')
    assert.lengthOf(sink.received, 1)
  })

  test('dry_run validates and sends nothing; not configured is a tool error', async ({
    assert,
  }) => {
    const dry = await client.callTool({
      name: 'send_message_to_team',
      arguments: { ...message, consent: true, dry_run: true },
    })
    assert.include(dry.structuredContent, { success: true, dry_run: true, replayed: false })
    assert.lengthOf(sink.received, 0)
    assert.lengthOf(await messageRows(), 0)

    contactMailConfig.host = undefined
    const unconfigured = await client.callTool({
      name: 'send_message_to_team',
      arguments: { ...message, consent: true },
    })
    assert.isTrue(unconfigured.isError)
    assert.include(textOf(unconfigured), 'not_configured')
    assert.lengthOf(sink.received, 0)
  })

  test('invalid arguments name every field (-32602); consent is required', async ({ assert }) => {
    const error = await protocolError(
      client.callTool({
        name: 'send_message_to_team',
        arguments: {
          name: 'Ada',
          email: 'nope',
          message: '',
          idempotency_key: 'x'.repeat(201),
          cc: 'boss',
        },
      })
    )
    assert.equal(error.code, -32602)
    for (const argument of ['consent', 'email', 'message', 'idempotency_key', 'cc']) {
      assert.include(error.message, `${argument}: `)
    }
    assert.lengthOf(sink.received, 0)
    assert.lengthOf(await messageRows(), 0)
  })
})
