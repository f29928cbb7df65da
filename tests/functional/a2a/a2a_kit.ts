import { randomUUID } from 'node:crypto'
import { A2AClient } from '@a2a-js/sdk/client'
import type { DataPart, Message, TextPart } from '@a2a-js/sdk'
import { A2AAnswerDataSchema } from '#schemas/a2a'
import type { A2AAnswerData } from '#schemas/a2a'

/** The test HTTP server (HOST and PORT of the test environment). */
export const SERVER_URL = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 3333}`
export const AGENT_CARD_URL = `${SERVER_URL}/.well-known/agent-card.json`

let sharedClient: Promise<A2AClient> | null = null

/** The SDK's client, built from the served agent card (its `url` is where it sends). */
export function agentClient(): Promise<A2AClient> {
  sharedClient ??= A2AClient.fromCardUrl(AGENT_CARD_URL)
  return sharedClient
}

export interface AgentReply {
  message: Message
  text: string
  data: A2AAnswerData
}

/** Sends one question with message/send and returns the answer's text and (validated) data part. */
export async function ask(question: string): Promise<AgentReply> {
  const client = await agentClient()
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
  const message = response.result as Message
  if (message.kind !== 'message') throw new Error(`Expected a message, got ${message.kind}`)
  const [textPart, dataPart] = message.parts as [TextPart, DataPart]
  if (textPart?.kind !== 'text' || dataPart?.kind !== 'data' || message.parts.length !== 2) {
    throw new Error(`Expected a text part and a data part: ${JSON.stringify(message.parts)}`)
  }
  return { message, text: textPart.text, data: A2AAnswerDataSchema.parse(dataPart.data) }
}

/** A raw POST to /a2a, for what the SDK's client would never send. */
export async function postRaw(
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' }
) {
  const response = await fetch(`${SERVER_URL}/a2a`, { method: 'POST', headers, body })
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
