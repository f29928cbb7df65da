/*
| Complete answers of read-only `tools/call` requests, kept while the cached
| values they were made from are current (`DerivedAnswers`). The same call
| (same server, protocol version and params) is then answered without the
| SDK: the kept JSON text with this request's id in its place, byte for byte
| what the SDK sends for it. Tool errors, failed reads and answers made from
| anything but cached values are never kept.
*/
import type { HttpContext } from '@adonisjs/core/http'
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

const memos = new WeakMap<object, DerivedAnswers<ToolAnswer>>()

export function toolAnswersOf(server: object): DerivedAnswers<ToolAnswer> {
  let memo = memos.get(server)
  if (!memo) {
    memo = new DerivedAnswers<ToolAnswer>(readCache, MAX_BYTES)
    memos.set(server, memo)
  }
  return memo
}

/** What makes two calls the same: the protocol version asked for and the params, as sent. */
export function toolCallKey(ctx: HttpContext, message: unknown): string | undefined {
  const { method, params } = message as { method?: unknown; params?: unknown }
  if (method !== 'tools/call') return undefined
  return `${ctx.request.header('mcp-protocol-version') ?? ''}\n${JSON.stringify(params)}`
}

/** The JSON bytes of an answer for another request id. */
export function answerBytes(answer: ToolAnswer, id: JsonRpcId): Buffer {
  return Buffer.concat([answer.beforeId, Buffer.from(JSON.stringify(id)), answer.afterId])
}

const member = (object: Record<string, unknown>, key: string) =>
  `${JSON.stringify(key)}:${JSON.stringify(object[key])}`

/** The SDK's successful answer split around its id, or undefined when it must not be kept. */
function splitAroundId(text: string): Pick<ToolAnswer, 'beforeId' | 'afterId'> | undefined {
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

/** Keeps a 200 answer of the SDK made only from cached reads. */
export function keepToolAnswer(
  memo: DerivedAnswers<ToolAnswer>,
  key: string,
  sdk: { response: Response; text: string },
  trace: ReadTrace
) {
  if (sdk.response.status !== 200 || !trace.complete) return
  const split = splitAroundId(sdk.text)
  if (!split) return
  const headers: [string, string][] = []
  sdk.response.headers.forEach((value, name) => {
    if (name !== 'content-length') headers.push([name, value])
  })
  memo.set(key, { headers, ...split }, trace, split.beforeId.length + split.afterId.length)
}
