import { test } from '@japa/runner'
import { createServer, type Socket } from 'node:net'
import { uniqueKey } from '#tests/helpers/contact_messages'
import { contactMailConfig } from '#services/mail/team_mailer'
import { closedPort } from '#tests/helpers/smtp_sink'
import {
  FROM_ADDRESS,
  TEAM_ADDRESS,
  assertContactError,
  assertContactSuccess,
  contactRowsFor,
  useSmtpSink,
  validMessage,
} from '#tests/helpers/contact_messages'

test.group('POST /api/contact: sending', (group) => {
  const sink = useSmtpSink(group)

  test('sends the message to the team with Reply-To set to the sender', async ({
    client,
    assert,
  }) => {
    const body = validMessage()
    const response = await client.post('/api/contact').json(body)

    response.assertStatus(200)
    assert.deepEqual(assertContactSuccess(response.body()), {
      success: true,
      dry_run: false,
      message: response.body().message,
    })
    assert.lengthOf(sink.received, 1)
    const mail = sink.received[0]
    assert.deepEqual(mail.rcptTo, [TEAM_ADDRESS])
    assert.equal(mail.mailFrom, FROM_ADDRESS)
    assert.deepEqual(mail.headers.get('to'), [TEAM_ADDRESS])
    assert.deepEqual(mail.headers.get('from'), [FROM_ADDRESS])
    assert.deepEqual(mail.headers.get('reply-to'), [`${body.name} <${body.email}>`])
    assert.deepEqual(mail.headers.get('subject'), [`[Contact] ${body.subject}`])
    assert.match(mail.headers.get('content-type')![0], /^multipart\/alternative/)
    for (const part of [mail.text, mail.html]) {
      assert.include(part, 'Welcome festival question')
      assert.include(part, 'Berlin')
      assert.include(part, 'contact')
      assert.include(part, body.email)
    }
    assert.include(mail.text, body.message)
    assert.include(mail.html, 'I would like to know more about the welcome festival')

    const rows = await contactRowsFor(body.email)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].delivery_status, 'sent')
    assert.isNotNull(rows[0].delivered_at)
    assert.equal(rows[0].source, 'api')
    assert.equal(rows[0].city, 'Berlin')
    assert.equal(rows[0].form_type, 'contact')
    assert.deepEqual(mail.headers.get('x-contact-message-id'), [String(rows[0].id)])
  })

  test('a message without subject, city or form type is sent with a default subject', async ({
    client,
    assert,
  }) => {
    const { name, email, message } = validMessage()
    const response = await client.post('/api/contact').json({ name, email, message })

    response.assertStatus(200)
    assert.lengthOf(sink.received, 1)
    assert.deepEqual(sink.received[0].headers.get('subject'), [`[Contact] Message from ${name}`])
    const [row] = await contactRowsFor(email)
    assert.isNull(row.subject)
    assert.isNull(row.city)
    assert.isNull(row.form_type)
  })

  test('CR/LF in name and subject cannot add headers or recipients', async ({ client, assert }) => {
    const body = validMessage({
      name: 'Eve\r\nBcc: victim@elsewhere.example\r\nX-Injected-Name: yes',
      subject: 'Hello\r\nX-Injected-Subject: yes\nCc: other@elsewhere.example',
      city: 'Berlin\r\nX-Injected-City: yes',
      form_type: 'contact\nX-Injected-Form: yes',
    })
    const response = await client.post('/api/contact').json(body)

    response.assertStatus(200)
    assert.lengthOf(sink.received, 1)
    const mail = sink.received[0]
    assert.deepEqual(mail.rcptTo, [TEAM_ADDRESS])
    for (const name of [
      'bcc',
      'cc',
      'x-injected-name',
      'x-injected-subject',
      'x-injected-city',
      'x-injected-form',
    ]) {
      assert.isFalse(mail.headers.has(name), `unexpected header ${name}`)
    }
    assert.notMatch(mail.raw.split(/\r\n\r\n/)[0], /^(Bcc|Cc|X-Injected)/im)
    assert.deepEqual(mail.headers.get('subject'), [
      '[Contact] Hello X-Injected-Subject: yes Cc: other@elsewhere.example',
    ])
    assert.deepEqual(mail.headers.get('reply-to'), [
      `"Eve Bcc: victim@elsewhere.example X-Injected-Name: yes" <${body.email}>`,
    ])
  })

  test('an e-mail address with CR/LF is refused with 400', async ({ client, assert }) => {
    const body = validMessage({
      email: 'eve@contact-test.example\r\nBcc: victim@elsewhere.example',
    })
    const response = await client.post('/api/contact').json(body)

    response.assertStatus(400)
    const error = assertContactError(response.body(), 'validation_failed')
    assert.deepEqual(
      error.errors?.map((e) => e.field),
      ['email']
    )
    assert.lengthOf(sink.received, 0)
  })

  test('user values are escaped in the HTML part and kept as typed in the text part', async ({
    client,
    assert,
  }) => {
    const body = validMessage({
      name: '<b>Bob</b> & "Co"',
      subject: '<img src=x onerror=alert(1)>',
      message: '<script>alert("hi")</script>\nLine two & more',
      city: '<i>Paris</i>',
    })
    const response = await client.post('/api/contact').json(body)

    response.assertStatus(200)
    const mail = sink.received[0]
    assert.notInclude(mail.html, '<script>')
    assert.notInclude(mail.html, '<img')
    assert.notInclude(mail.html, '<b>Bob')
    assert.notInclude(mail.html, '<i>Paris')
    assert.include(mail.html, '&lt;script&gt;')
    assert.include(mail.html, '&lt;b&gt;Bob&lt;/b&gt; &amp; &quot;Co&quot;')
    assert.include(mail.html, '&lt;i&gt;Paris&lt;/i&gt;')
    assert.include(mail.text, '<script>alert("hi")</script>\nLine two & more')
    assert.include(mail.text, 'From: <b>Bob</b> & "Co" <')
    assert.deepEqual(mail.headers.get('reply-to'), [`"<b>Bob</b> & \\"Co\\"" <${body.email}>`])
  })

  test('non-ASCII names and messages arrive intact', async ({ client, assert }) => {
    const body = validMessage({ name: 'Zoë Ğürbüz 李', message: 'Grüße aus Köln — 👋' })
    const response = await client.post('/api/contact').json(body)

    response.assertStatus(200)
    const mail = sink.received[0]
    assert.deepEqual(mail.headers.get('reply-to'), [`Zoë Ğürbüz 李 <${body.email}>`])
    assert.include(mail.text, 'Grüße aus Köln — 👋')
    assert.include(mail.html, 'Grüße aus Köln — 👋')
  })

  test('unknown fields are ignored', async ({ client, assert }) => {
    const body = validMessage({ admin: true, bcc: 'victim@elsewhere.example', priority: 1 })
    const response = await client.post('/api/contact').json(body)

    response.assertStatus(200)
    assert.lengthOf(sink.received, 1)
    assert.deepEqual(sink.received[0].rcptTo, [TEAM_ADDRESS])
    assert.notInclude(sink.received[0].raw, 'victim@elsewhere.example')
  })

  test('dry_run validates and sends and stores nothing', async ({ client, assert }) => {
    const body = validMessage({ dry_run: true })
    const response = await client.post('/api/contact').json(body)

    response.assertStatus(200)
    const success = assertContactSuccess(response.body())
    assert.isTrue(success.dry_run)
    assert.match(success.message, /nothing was sent/i)
    await new Promise((resolve) => setTimeout(resolve, 200))
    assert.lengthOf(sink.received, 0)
    assert.lengthOf(await contactRowsFor(body.email), 0)
  })

  test('dry_run still validates: invalid fields are a 400', async ({ client, assert }) => {
    const response = await client
      .post('/api/contact')
      .json({ name: 'A', email: 'not-an-email', message: 'x', dry_run: true })

    response.assertStatus(400)
    const error = assertContactError(response.body(), 'validation_failed')
    assert.deepEqual(
      error.errors?.map((e) => e.field),
      ['email']
    )
  })

  test('SMTP credentials from the configuration are used', async ({ client, assert }) => {
    sink.behaviour.credentials = { user: 'mailer', password: 's3cret' }
    Object.assign(contactMailConfig, { user: 'mailer', password: 's3cret' })
    const response = await client.post('/api/contact').json(validMessage())

    response.assertStatus(200)
    assert.equal(sink.received[0].user, 'mailer')
  })

  test('wrong SMTP credentials are a 502', async ({ client, assert }) => {
    sink.behaviour.credentials = { user: 'mailer', password: 's3cret' }
    Object.assign(contactMailConfig, { user: 'mailer', password: 'wrong' })
    const body = validMessage()
    const response = await client.post('/api/contact').json(body)

    response.assertStatus(502)
    assertContactError(response.body(), 'send_failed')
    const [row] = await contactRowsFor(body.email)
    assert.equal(row.delivery_status, 'failed')
  })
})

test.group('POST /api/contact: when mail fails', (group) => {
  const sink = useSmtpSink(group)

  test('503 not_configured without SMTP_HOST; the message is stored', async ({
    client,
    assert,
  }) => {
    contactMailConfig.host = undefined
    const body = validMessage()
    const response = await client.post('/api/contact').json(body)

    response.assertStatus(503)
    assertContactError(response.body(), 'not_configured')
    const rows = await contactRowsFor(body.email)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].delivery_status, 'not_configured')
    assert.equal(rows[0].message, body.message)
  })

  test('503 not_configured without CONTACT_TO', async ({ client, assert }) => {
    contactMailConfig.to = undefined
    const body = validMessage()
    const response = await client.post('/api/contact').json(body)

    response.assertStatus(503)
    assertContactError(response.body(), 'not_configured')
    assert.lengthOf(sink.received, 0)
  })

  test('502 send_failed when the SMTP server refuses the recipient; the message is kept', async ({
    client,
    assert,
  }) => {
    sink.behaviour.refuseRecipients = true
    const body = validMessage()
    const response = await client.post('/api/contact').json(body)

    response.assertStatus(502)
    assertContactError(response.body(), 'send_failed')
    const rows = await contactRowsFor(body.email)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].delivery_status, 'failed')
    assert.match(rows[0].delivery_error, /550/)
    assert.isNull(rows[0].delivered_at)
  })

  test('502 send_failed when the SMTP server refuses the data', async ({ client, assert }) => {
    sink.behaviour.refuseData = true
    const body = validMessage()
    const response = await client.post('/api/contact').json(body)

    response.assertStatus(502)
    assertContactError(response.body(), 'send_failed')
    const [row] = await contactRowsFor(body.email)
    assert.equal(row.delivery_status, 'failed')
    assert.match(row.delivery_error, /554/)
  })

  test('502 send_failed when the SMTP server is unreachable', async ({ client, assert }) => {
    contactMailConfig.port = await closedPort()
    const body = validMessage()
    const response = await client.post('/api/contact').json(body)

    response.assertStatus(502)
    assertContactError(response.body(), 'send_failed')
    const [row] = await contactRowsFor(body.email)
    assert.equal(row.delivery_status, 'failed')
    assert.match(row.delivery_error, /ECONNREFUSED/)
  })

  test('an SMTP server that accepts and then hangs: 502 within the send deadline, key freed', async ({
    client,
    assert,
  }) => {
    const sockets: Socket[] = []
    const hanging = createServer((socket) => sockets.push(socket))
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
    try {
      const address = hanging.address() as { port: number }
      /* the send deadline (30 s by default), shortened so the test stays quick */
      Object.assign(contactMailConfig, {
        port: address.port,
        connectionTimeoutMs: 60_000,
        socketTimeoutMs: 60_000,
        sendTimeoutMs: 1000,
      })
      const key = uniqueKey('hang')
      const body = validMessage()
      const response = await client.post('/api/contact').header('Idempotency-Key', key).json(body)

      response.assertStatus(502)
      assertContactError(response.body(), 'send_failed')
      assert.lengthOf(sockets, 1, 'the server accepted the connection')
      const [row] = await contactRowsFor(body.email)
      assert.equal(row.delivery_status, 'failed')
      assert.match(row.delivery_error, /timed out after 1000 ms/)

      /* the key was freed: the same request is sent once the SMTP server works */
      Object.assign(contactMailConfig, { port: sink.port, sendTimeoutMs: 30_000 })
      const retry = await client.post('/api/contact').header('Idempotency-Key', key).json(body)
      retry.assertStatus(200)
      assert.equal(retry.header('idempotent-replayed'), 'false')
      assert.lengthOf(sink.received, 1)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => hanging.close(resolve))
    }
  })
})
