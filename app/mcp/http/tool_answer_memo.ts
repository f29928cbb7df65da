/*
| Complete answers of read-only `tools/call` requests, kept while the cached
| values they were made from are current (`DerivedAnswers`). The same call
| (same server, protocol version and params) is then answered without the
| SDK: the kept JSON text with this request's id in its place, byte for byte
| what the SDK sends for it. Tool errors, failed reads and answers made from
| anything but cached values are never kept.
*/
import type { IncomingHttpHeaders } from 'node:http'
import { DerivedAnswers } from '#services/read_cache/derived_answers'
import { readCache } from '#services/read_cache/catalog_cache'
import type { ReadTrace } from '#services/read_cache/read_cache'
import type { JsonRpcId } from '#lib/jsonrpc'

export interface ToolAnswer {
  headers: [name: string, value: string][]
  /** the answer's JSON bytes up to the id's value, and after it */
  beforeId: Buffer
  afterId: Buffer
}

/** Answer text kept per MCP server */
const MAX_BYTES = 8 * 1024 * 1024

const memos = new Map<string, DerivedAnswers<ToolAnswer>>()

/** The kept answers of the MCP server at `path` (`/mcp`, `/mcp/docs`), if it kept any. */
export function keptToolAnswersAt(path: string): DerivedAnswers<ToolAnswer> | undefined {
  return memos.get(path)
}

export function toolAnswersAt(path: string): DerivedAnswers<ToolAnswer> {
  let memo = memos.get(path)
  if (!memo) {
    memo = new DerivedAnswers<ToolAnswer>(readCache, MAX_BYTES)
    memos.set(path, memo)
  }
  return memo
}

/** The request's MCP headers (protocol version and the like), in a fixed order. */
function mcpHeadersOf(headers: IncomingHttpHeaders): string {
  return Object.keys(headers)
    .filter((name) => name.startsWith('mcp-'))
    .sort()
    .map((name) => `${name}: ${headers[name]}`)
    .join('\n')
}

/** What makes two calls the same: the MCP headers (protocol version) and the params, as sent. */
export function toolCallKey(headers: IncomingHttpHeaders, message: unknown): string | undefined {
  const { method, params } = message as { method?: unknown; params?: unknown }
  if (method !== 'tools/call') return undefined
  return `${mcpHeadersOf(headers)}\n${JSON.stringify(params)}`
}

/** The JSON bytes of an answer for another request id. */
export function answerBytes(answer: ToolAnswer, id: JsonRpcId): Buffer {
  return Buffer.concat([answer.beforeId, Buffer.from(JSON.stringify(id)), answer.afterId])
}

const member = (object: Record<string, unknown>, key: string) =>
  `${JSON.stringify(key)}:${JSON.stringify(object[key])}`

type SplitAnswer = Pick<ToolAnswer, 'beforeId' | 'afterId'>

const ID_MEMBER = ',"id":'

/**
 * The SDK's usual text, `{"result":{…},"jsonrpc":"2.0","id":…}`, split at its
 * last member without parsing the answer (a 200-event list is about 1 MB of
 * JSON: parsing and writing it again held the event loop for tens of ms).
 * A tool error writes `"isError":true` (only an unescaped key can); such an
 * answer, or any other shape, is left to splitAroundId.
 */
function splitAtLastId(text: string): SplitAnswer | undefined {
  if (!text.startsWith('{"result":{') || !text.endsWith('}')) return undefined
  if (text.includes('"isError":true')) return undefined
  const at = text.lastIndexOf(ID_MEMBER)
  if (at < 0) return undefined
  const written = text.slice(at + ID_MEMBER.length, -1)
  let id: unknown
  try {
    id = JSON.parse(written)
  } catch {
    return undefined
  }
  if (typeof id !== 'string' && typeof id !== 'number') return undefined
  if (JSON.stringify(id) !== written) return undefined
  return {
    beforeId: Buffer.from(text.slice(0, at + ID_MEMBER.length)),
    afterId: Buffer.from('}'),
  }
}

/** The SDK's successful answer split around its id, or undefined when it must not be kept. */
function splitAroundId(text: string): SplitAnswer | undefined {
  let answer: Record<string, unknown>
  try {
    answer = JSON.parse(text)
  } catch {
    return undefined
  }
  const result = answer?.result as { isError?: unknown } | undefined
  if (!result || typeof result !== 'object' || result.isError) return undefined
  const keys = Object.keys(answer)
  const at = keys.indexOf('id')
  if (at < 0) return undefined
  const head = keys.slice(0, at).map((key) => member(answer, key))
  const tail = keys.slice(at + 1).map((key) => member(answer, key))
  const beforeId = `{${[...head, '"id":'].join(',')}`
  const afterId = `${tail.map((part) => `,${part}`).join('')}}`
  /* kept only when it gives back exactly the text the SDK sent */
  if (`${beforeId}${JSON.stringify(answer.id)}${afterId}` !== text) return undefined
  return { beforeId: Buffer.from(beforeId), afterId: Buffer.from(afterId) }
}

/** Keeps a 200 answer of the SDK made only from cached reads; the answer kept, if any. */
export function keepToolAnswer(
  memo: DerivedAnswers<ToolAnswer>,
  key: string,
  sdk: { response: Response; text: string },
  trace: ReadTrace
): ToolAnswer | undefined {
  if (sdk.response.status !== 200 || !trace.complete) return undefined
  const split = splitAtLastId(sdk.text) ?? splitAroundId(sdk.text)
  if (!split) return
  const headers: [string, string][] = []
  sdk.response.headers.forEach((value, name) => {
    if (name !== 'content-length') headers.push([name, value])
  })
  const answer = { headers, ...split }
  return memo.set(key, answer, trace, split.beforeId.length + split.afterId.length)
    ? answer
    : undefined
}
