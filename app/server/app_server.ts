/*
| The Node HTTP server of the app, used by bin/server.ts and the tests
| (tests/bootstrap.ts). A request first meets the response guard
| (app/http/front/response_guard.ts: request id, 500 when an answer cannot be
| written), then the front handlers below, tried in order BEFORE the router;
| whatever none of them answers goes to AdonisJS (start/kernel.ts, start/routes.ts).
*/
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createGuardedServer, frontHandlers, type FrontHandler } from '#http/front/response_guard'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

/**
 * The front path. Each answers only what the full path would answer with the
 * same bytes, counts the rate limit like it, and says false at once otherwise.
 * Loaded once the app has booted (they use the read cache, the limiter, the SDKs).
 */
export async function loadFrontHandlers(): Promise<FrontHandler> {
  const { answerReplay, frontRateLimit } = await import('#http/front/cached_reads')
  /* 1. a GET of a path the full path counted is counted on arrival; over the budget, refused as it refused it */
  /* 2. a GET the full path answered, replayed from the read cache while its entry is current */
  /* 3. one plain MCP tools/call of a read tool whose answer is kept (app/mcp/http/tool_answer_memo.ts) */
  const { replayToolCall } = await import('#mcp/http/tool_call_replay')
  /* 4. one plain A2A message whose answer is kept (app/a2a/kept_answers.ts) */
  const { replayQuestion } = await import('#a2a/message_replay')
  return frontHandlers(frontRateLimit.answer, answerReplay.answer, replayToolCall, replayQuestion)
}

/** A run of %XX escapes, or a % that starts none. */
const ESCAPES = /(?:%[0-9A-Fa-f]{2})+|%/g

const decodable = (run: string) => {
  try {
    decodeURIComponent(run)
    return true
  } catch {
    return false
  }
}

/**
 * The path with each escape that decodes to nothing (`%E0%A4`, a lone `%`)
 * escaped itself. AdonisJS 7 answers such a path with a bare 400 before any
 * route; read this way, each door answers it in its own shape (a 404), as before.
 */
export function readablePath(url: string) {
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  const fixed = path.replace(ESCAPES, (run) => (decodable(run) ? run : run.replaceAll('%', '%25')))
  return fixed === path ? url : fixed + (query === -1 ? '' : url.slice(query))
}

/** The server for AdonisJS's request handler, with the guard and the front handlers in front. */
export function createAppServer(handler: Handler, front: FrontHandler) {
  return createGuardedServer((req, res) => {
    if (req.url?.includes('%')) req.url = readablePath(req.url)
    return handler(req, res)
  }, front)
}
