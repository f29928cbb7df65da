/*
| What a running server shows to the outside, as files: the discovery
| documents and cards, /openapi.json, the MCP listings of /mcp and /mcp/docs,
| every public page reachable by links from the home page, the sitemap and the
| discovery documents (bounded), and a few admin pages. Only values that change
| with every request are normalized (CSRF tokens, request ids, the clock's
| "now"), so two captures of an unchanged server on unchanged data are equal.
*/

export interface CaptureOptions {
  /** e.g. http://127.0.0.1:3333 */
  base: string
  /** staff e-mail and password: the admin pages are captured signed in */
  admin?: { email: string; password: string }
  /** most pages the crawl fetches (each MCP listing and admin page counts too) */
  maxPages?: number
}

/** Snapshot file name -> normalized text */
export type Snapshot = Map<string, string>

const SEEDS = [
  '/',
  '/openapi.json',
  '/llms.txt',
  '/index.md',
  '/pricing.md',
  '/auth.md',
  '/robots.txt',
  '/sitemap.xml',
  '/api/v1',
  '/.well-known/api-catalog',
  '/.well-known/ai-catalog.json',
  '/.well-known/agent-card.json',
  '/.well-known/mcp.json',
  '/.well-known/mcp/server-card.json',
  '/.well-known/mcp/catalog.json',
  '/.well-known/agent-skills/index.json',
  '/mcp/server-card',
  '/no-such-page',
  /* each door's error answers */
  '/api/v1/events/no-such-event',
  '/api/v1/cities?limit=abc',
  '/api/v2/cities',
  '/.well-known/no-such-document',
  '/docs/no-such-doc',
]

const ADMIN_PAGES = [
  '/admin',
  '/admin/events',
  '/admin/cities',
  '/admin/partners',
  '/admin/account',
]

const MCP_LISTINGS = ['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list']

/** Paths not crawled: binary pictures, the staff panel (captured apart), writes and endless lists */
const NOT_CRAWLED = [
  /^\/media\//,
  /^\/admin/,
  /^\/mcp$/,
  /^\/mcp\/docs$/,
  /^\/a2a/,
  /^\/api\/contact/,
  /* date ranges of the calendar feeds: one per month and city, the same code each time */
  /^\/api\/v1\/events\.ics\?.*from=/,
  /* combinations of the events page's filters (each filter alone is crawled) */
  /^\/events\?.*&/,
]

const NORMALIZE: [RegExp, string][] = [
  [/(name=(["'])_csrf\2\s+value=(["']))[^"']*/g, '$1<csrf>'],
  [/(name="csrf-token"\s+content=")[^"]*/g, '$1<csrf>'],
  [/(name="idempotency_key"\s+value=")[^"]*/g, '$1<idempotency-key>'],
  [/("latency_ms":)[0-9.]+/g, '$1<ms>'],
  [/("checked_ms_ago":)[0-9]+/g, '$1<ms>'],
  /* cursors are signed with the install's APP_KEY (tmp/app_key differs per checkout) */
  [/(cursor=[A-Za-z0-9_-]+\.)[A-Za-z0-9_-]+/g, '$1<signature>'],
  [/("next_cursor"\s*:\s*"[A-Za-z0-9_-]+\.)[A-Za-z0-9_-]+/g, '$1<signature>'],
  /* the staff panel's "3 minutes ago" of recent sign-ins and edits */
  [/<time datetime="[^"]*" title="[^"]*">[^<]* ago<\/time>/g, '<time>a moment ago</time>'],
  [/([?&]_csrf=)[^"&]*/g, '$1<csrf>'],
  [/("request_id"\s*:\s*")[^"]*/g, '$1<request-id>'],
  [/(data-request-id=")[^"]*/g, '$1<request-id>'],
]

export function normalize(text: string, now: Date = new Date()): string {
  let out = text
  for (const [pattern, replacement] of NORMALIZE) out = out.replace(pattern, replacement)
  const today = now.toISOString().slice(0, 16)
  return out.split(today).join('<now>')
}

/** A file name for a path: readable, unique, no directories. */
function fileNameOf(label: string): string {
  return (
    label
      .replace(/^\/\.?/, '')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/^$/, 'home') + '.txt'
  )
}

function linksIn(text: string, base: string): string[] {
  const found = new Set<string>()
  const patterns = [
    /(?:href|src)="([^"]+)"/g,
    /\]\((\/?[^)\s]+)\)/g,
    /"(https?:\/\/[^"\s]+)"/g,
    /<loc>([^<]+)<\/loc>/g,
  ]
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      try {
        const url = new URL(match[1].replace(/&amp;/g, '&'), `${base}/`)
        if (url.origin === new URL(base).origin) found.add(url.pathname + url.search)
      } catch {}
    }
  }
  return [...found]
}

function record(response: Response, body: string): string {
  return `${response.status} ${response.headers.get('content-type') ?? ''}\n\n${body}`
}

class Session {
  cookies = new Map<string, string>()
  constructor(readonly base: string) {}

  async fetch(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    if (this.cookies.size) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    }
    const response = await fetch(`${this.base}${path}`, { redirect: 'manual', ...init, headers })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }
}

async function crawl(base: string, maxPages: number, snapshot: Snapshot) {
  const session = new Session(base)
  const seen = new Set<string>(SEEDS)
  const queue = [...SEEDS]
  while (queue.length > 0 && snapshot.size < maxPages) {
    const path = queue.shift()!
    const response = await session.fetch(path, { headers: { accept: '*/*' } })
    const body = await response.text()
    snapshot.set(fileNameOf(normalize(path)), normalize(record(response, body)))
    const next = linksIn(body, base)
      .filter((link) => !seen.has(link) && !NOT_CRAWLED.some((rule) => rule.test(link)))
      .sort()
    for (const link of next) {
      seen.add(link)
      queue.push(link)
    }
  }
}

async function captureMcp(base: string, snapshot: Snapshot) {
  for (const endpoint of ['/mcp', '/mcp/docs']) {
    for (const [id, method] of MCP_LISTINGS.entries()) {
      const response = await fetch(`${base}${endpoint}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept': 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-11-25',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: id + 1, method, params: {} }),
      })
      snapshot.set(
        fileNameOf(`POST ${endpoint} ${method}`),
        normalize(record(response, await response.text()))
      )
    }
  }
}

function csrfOf(html: string): string {
  return /name=["']_csrf["']\s+value=["']([^"']*)/.exec(html)?.[1] ?? ''
}

async function captureAdmin(base: string, admin: CaptureOptions['admin'], snapshot: Snapshot) {
  const session = new Session(base)
  const login = await session.fetch('/admin/login')
  const loginPage = await login.text()
  snapshot.set(fileNameOf('/admin/login'), normalize(record(login, loginPage)))
  if (!admin) return
  const signIn = await session.fetch('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _csrf: csrfOf(loginPage), ...admin }).toString(),
  })
  await signIn.arrayBuffer()
  const to = signIn.headers.get('location') ?? ''
  if (signIn.status !== 302 || to.includes('/login')) {
    throw new Error(`signing in as ${admin.email} answered ${signIn.status} ${to}`)
  }
  for (const path of ADMIN_PAGES) {
    const response = await session.fetch(path)
    snapshot.set(fileNameOf(path), normalize(record(response, await response.text())))
  }
}

/** The server's outside as normalized files (see the header comment). */
export async function capture(options: CaptureOptions): Promise<Snapshot> {
  const snapshot: Snapshot = new Map()
  await captureMcp(options.base, snapshot)
  await captureAdmin(options.base, options.admin, snapshot)
  await crawl(options.base, options.maxPages ?? 1000, snapshot)
  return snapshot
}

/** Names of the files that differ between two snapshots (missing on either side included). */
export function differences(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()])
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort()
}
