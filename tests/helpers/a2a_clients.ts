import { randomUUID } from 'node:crypto'
import { Role } from '@a2a-js/sdk'
import type { Message } from '@a2a-js/sdk'
import { type Client, ClientFactory, ClientFactoryOptions } from '@a2a-js/sdk/client'
import { A2AClient as LegacyA2AClient } from 'a2a-sdk-v0-3/client'
import type { DataPart, Message as LegacyMessage, TextPart } from 'a2a-sdk-v0-3'
import { A2AAnswerDataSchema } from '#schemas/a2a'
import type { A2AAnswerData } from '#schemas/a2a'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

/*
| The real SDK clients against the running test server: the A2A 1.x client
| built with default settings from the base URL (JSON-RPC, its first
| choice), the same client preferring HTTP+JSON, and the 0.3 SDK's client
| (installed as `a2a-sdk-v0-3`), which reads the card without A2A-Version.
*/

export const SERVER_URL = TEST_SERVER_URL
export const AGENT_CARD_URL = `${SERVER_URL}/.well-known/agent-card.json`

export type Via = 'jsonrpc-1.0' | 'http+json-1.0' | 'jsonrpc-0.3'
export const EVERY_CLIENT: Via[] = ['jsonrpc-1.0', 'http+json-1.0', 'jsonrpc-0.3']

const clients = new Map<string, Promise<unknown>>()

function once<T>(key: string, make: () => Promise<T>): Promise<T> {
  if (!clients.has(key)) clients.set(key, make())
  return clients.get(key) as Promise<T>
}

/** `new ClientFactory().createFromUrl(base)`: what an agent builder writes. */
export function defaultClient(): Promise<Client> {
  return once('jsonrpc-1.0', () => new ClientFactory().createFromUrl(SERVER_URL))
}

/** The default factory told to prefer the HTTP+JSON binding. */
export function httpJsonClient(): Promise<Client> {
  const options = ClientFactoryOptions.createFrom(ClientFactoryOptions.default, {
    preferredTransports: ['HTTP+JSON'],
  })
  return once('http+json-1.0', () => new ClientFactory(options).createFromUrl(SERVER_URL))
}

/** The A2A 0.3 SDK's client, from the card URL. */
export function legacyClient(): Promise<LegacyA2AClient> {
  return once('jsonrpc-0.3', () => LegacyA2AClient.fromCardUrl(AGENT_CARD_URL))
}

export interface AgentReply {
  text: string
  data: A2AAnswerData
  contextId: string
  role: 'agent'
}

/** A 1.0 user message with one text part. */
export function userMessage(text: string, contextId = ''): Message {
  return {
    messageId: randomUUID(),
    contextId,
    taskId: '',
    role: Role.ROLE_USER,
    parts: [
      { content: { $case: 'text', value: text }, mediaType: '', filename: '', metadata: undefined },
    ],
    metadata: undefined,
    extensions: [],
    referenceTaskIds: [],
  }
}

function replyOf1(result: unknown): AgentReply {
  const message = result as Message
  if (!('messageId' in message) || !Array.isArray(message.parts)) {
    throw new Error(`Expected a message, got ${JSON.stringify(result)}`)
  }
  const [text, data] = message.parts
  if (
    message.parts.length !== 2 ||
    text.content?.$case !== 'text' ||
    data.content?.$case !== 'data'
  ) {
    throw new Error(`Expected a text part and a data part: ${JSON.stringify(message.parts)}`)
  }
  if (message.role !== Role.ROLE_AGENT) throw new Error(`Expected the agent role: ${message.role}`)
  return {
    text: text.content.value,
    data: A2AAnswerDataSchema.parse(data.content.value),
    contextId: message.contextId,
    role: 'agent',
  }
}

function replyOf03(message: LegacyMessage): AgentReply {
  if (message.kind !== 'message') throw new Error(`Expected a message, got ${message.kind}`)
  const [text, data] = message.parts as [TextPart, DataPart]
  if (message.parts.length !== 2 || text?.kind !== 'text' || data?.kind !== 'data') {
    throw new Error(`Expected a text part and a data part: ${JSON.stringify(message.parts)}`)
  }
  if (message.role !== 'agent') throw new Error(`Expected the agent role: ${message.role}`)
  return {
    text: text.text,
    data: A2AAnswerDataSchema.parse(data.data),
    contextId: message.contextId!,
    role: 'agent',
  }
}

/** Sends one question through one client; returns the answer's text and validated data part. */
export async function ask(question: string, via: Via = 'jsonrpc-1.0'): Promise<AgentReply> {
  if (via === 'jsonrpc-0.3') {
    const client = await legacyClient()
    const response = await client.sendMessage({
      message: {
        kind: 'message',
        messageId: randomUUID(),
        role: 'user',
        parts: [{ kind: 'text', text: question }],
      },
    })
    if ('error' in response) {
      throw new Error(`JSON-RPC error ${response.error.code}: ${response.error.message}`)
    }
    return replyOf03(response.result as LegacyMessage)
  }
  const client = via === 'jsonrpc-1.0' ? await defaultClient() : await httpJsonClient()
  const result = await client.sendMessage({
    tenant: '',
    message: userMessage(question),
    configuration: undefined,
    metadata: undefined,
  })
  return replyOf1(result)
}

/** A raw POST, for what the SDK's clients would never send. */
export async function postRaw(
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
  path = '/a2a'
) {
  const response = await fetch(`${SERVER_URL}${path}`, { method: 'POST', headers, body })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  }
}

/** JSON round trip: what a client sees of a value (drops undefined, DateTimes become strings). */
export function asJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value))
}
