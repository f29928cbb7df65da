/*
| Complete JSON-RPC answers of the agent to `message/send` (0.3) and
| `SendMessage` (1.0), kept while every cached read they were made from is
| current (`DerivedAnswers`) and, for an answer that read a date phrase
| ("tonight", "next 2 weeks"), until the minute ends. The same question
| (same method, protocol headers and text) is then answered in front of the
| router (message_replay.ts): the kept bytes with this request's id, a new
| message id and the context id the SDK would have used, byte for byte what
| the SDK sends for it.
*/
import { randomUUID } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { DerivedAnswers } from '#services/read_cache/derived_answers'
import { readCache } from '#services/read_cache/catalog_cache'
import type { ReadTrace } from '#services/read_cache/read_cache'
import type { JsonRpcId } from '#lib/jsonrpc'

/** One answer as three slots: request id, message id, context id, in the order they appear. */
export interface KeptAnswer {
  /** byte runs around the slots: pieces.length === slots.length + 1 */
  pieces: Buffer[]
  slots: ('id' | 'messageId' | 'contextId')[]
  validUntil: number
  headers?: string[]
}

/** Answer bytes kept for the agent (its answers are a few kB each). */
const MAX_BYTES = 4 * 1024 * 1024

const keptAnswers = new DerivedAnswers<KeptAnswer>(readCache, MAX_BYTES)

/** The request headers an A2A answer may depend on, in a fixed order. */
function protocolHeadersOf(headers: IncomingHttpHeaders): string {
  return ['a2a-version', 'a2a-extensions', 'accept', 'accept-language']
    .map((name) => `${name}: ${headers[name] ?? ''}`)
    .join('\n')
}

/** What makes two questions the same answer: method, protocol and language headers and question text. */
export function questionKey(headers: IncomingHttpHeaders, method: string, text: string): string {
  return `${method}\n${protocolHeadersOf(headers)}\n${text}`
}

/** What the full path learnt while answering one question (see CatalogAgentExecutor). */
export interface AnswerMade {
  messageId: string
  contextId: string
  trace: ReadTrace
  /** the answer read the clock (a date phrase): kept only until the minute ends */
  clockBound: boolean
}

function endOfMinute(now = Date.now()): number {
  return Math.floor(now / 60_000) * 60_000 + 60_000
}

/**
 * The SDK's answer text split around its id, message id and context id, or
 * undefined when the text is not exactly what the slots give back.
 */
function split(text: string, id: JsonRpcId, made: AnswerMade) {
  const prefix = '{"jsonrpc":"2.0","id":'
  const idText = JSON.stringify(id)
  if (!text.startsWith(prefix + idText)) return undefined
  const rest = text.slice(prefix.length + idText.length)
  const marks = [
    { slot: 'messageId' as const, text: JSON.stringify(made.messageId) },
    { slot: 'contextId' as const, text: JSON.stringify(made.contextId) },
  ]
    .map((mark) => ({ ...mark, at: rest.indexOf(mark.text) }))
    .filter((mark) => mark.at >= 0 && rest.indexOf(mark.text, mark.at + 1) < 0)
    .sort((a, b) => a.at - b.at)
  if (!marks.some((mark) => mark.slot === 'messageId')) return undefined
  const pieces = [Buffer.from(prefix)]
  let from = 0
  for (const mark of marks) {
    pieces.push(Buffer.from(rest.slice(from, mark.at)))
    from = mark.at + mark.text.length
  }
  pieces.push(Buffer.from(rest.slice(from)))
  return { pieces, slots: ['id' as const, ...marks.map((mark) => mark.slot)] }
}

/** Keeps a 200 answer made only from cached reads; the answer kept, if any. */
export function keepAnswer(
  key: string,
  text: string,
  id: JsonRpcId,
  made: AnswerMade
): KeptAnswer | undefined {
  const parts = split(text, id, made)
  if (!parts) return undefined
  const answer: KeptAnswer = {
    ...parts,
    validUntil: made.clockBound ? endOfMinute() : Number.POSITIVE_INFINITY,
  }
  const bytes = parts.pieces.reduce((sum, piece) => sum + piece.length, 0)
  return keptAnswers.set(key, answer, made.trace, bytes) ? answer : undefined
}

/** The kept answer under `key`, while it holds. */
export function keptAnswer(key: string): KeptAnswer | undefined {
  const answer = keptAnswers.get(key)
  return answer && Date.now() < answer.validUntil ? answer : undefined
}

/** The answer's bytes for this request: its id, a new message id, its context id or a new one. */
export function answerBytes(answer: KeptAnswer, id: JsonRpcId, contextId?: string): Buffer {
  const values = {
    id: JSON.stringify(id),
    messageId: JSON.stringify(randomUUID()),
    contextId: JSON.stringify(contextId || randomUUID()),
  }
  const chunks: Buffer[] = [answer.pieces[0]]
  answer.slots.forEach((slot, index) => {
    chunks.push(Buffer.from(values[slot]), answer.pieces[index + 1])
  })
  return Buffer.concat(chunks)
}
