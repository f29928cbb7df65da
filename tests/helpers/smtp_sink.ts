/*
| A real SMTP server for the contact tests (smtp-server): it records what
| arrives, and can be told to refuse recipients or data, or to answer slowly.
*/
import net from 'node:net'
import { SMTPServer } from 'smtp-server'
import type { SMTPServerSession } from 'smtp-server'

export interface ReceivedMail {
  mailFrom: string
  rcptTo: string[]
  user?: string
  raw: string
  /** lower-cased header names, unfolded values, encoded words decoded */
  headers: Map<string, string[]>
  text: string
  html: string
}

export interface SinkBehaviour {
  refuseRecipients?: boolean
  refuseData?: boolean
  delayMs?: number
  credentials?: { user: string; password: string }
}

function smtpError(message: string, responseCode: number) {
  return Object.assign(new Error(message), { responseCode })
}

export class SmtpSink {
  received: ReceivedMail[] = []
  behaviour: SinkBehaviour = {}
  #server: SMTPServer
  port = 0

  constructor() {
    this.#server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) => {
        const expected = this.behaviour.credentials
        if (expected && auth.username === expected.user && auth.password === expected.password) {
          return callback(null, { user: auth.username })
        }
        callback(smtpError('Invalid username or password', 535))
      },
      onRcptTo: (_address, _session, callback) => {
        if (this.behaviour.refuseRecipients) {
          return callback(smtpError('Mailbox unavailable', 550))
        }
        callback()
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          setTimeout(() => {
            if (this.behaviour.refuseData) return callback(smtpError('Message rejected', 554))
            this.received.push(parseMail(Buffer.concat(chunks).toString('utf8'), session))
            callback()
          }, this.behaviour.delayMs ?? 0)
        })
      },
    })
  }

  async start() {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve))
    this.port = (this.#server.server.address() as net.AddressInfo).port
    return this.port
  }

  async stop() {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }

  reset() {
    this.received = []
    this.behaviour = {}
  }
}

/** A TCP port nothing listens on (for "SMTP server unreachable"). */
export async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

function decodeQuotedPrintable(text: string) {
  const soft = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : ''
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeEncodedWords(value: string) {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' '))
    )
}

function parseHeaders(block: string) {
  const headers = new Map<string, string[]>()
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = decodeEncodedWords(line.slice(colon + 1).trim())
    headers.set(name, [...(headers.get(name) ?? []), value])
  }
  return headers
}

function splitHead(raw: string) {
  const end = raw.search(/\r?\n\r?\n/)
  return end < 0
    ? { head: raw, body: '' }
    : { head: raw.slice(0, end), body: raw.slice(end).replace(/^\r?\n\r?\n/, '') }
}

function decodeBody(body: string, headers: Map<string, string[]>) {
  const encoding = headers.get('content-transfer-encoding')?.[0]?.toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8')
  return body
}

function partsOf(body: string, contentType: string) {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (!boundary) return []
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => {
      const { head, body: partBody } = splitHead(part.replace(/^\r?\n/, ''))
      const headers = parseHeaders(head)
      return { type: headers.get('content-type')?.[0] ?? '', text: decodeBody(partBody, headers) }
    })
}

function parseMail(raw: string, session: SMTPServerSession): ReceivedMail {
  const { head, body } = splitHead(raw)
  const headers = parseHeaders(head)
  const contentType = headers.get('content-type')?.[0] ?? 'text/plain'
  /* a single-part message is its own one part */
  const parts = /^multipart\//i.test(contentType)
    ? partsOf(body, contentType)
    : [{ type: contentType, text: decodeBody(body, headers) }]
  const partText = (type: string) => parts.find((part) => part.type.startsWith(type))?.text ?? ''
  return {
    mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
    rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
    user: session.user as string | undefined,
    raw,
    headers,
    text: partText('text/plain').replace(/\r\n/g, '\n').trimEnd(),
    html: partText('text/html'),
  }
}
