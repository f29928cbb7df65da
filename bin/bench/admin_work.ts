/*
| Staff work on the scaled set (issue #27): the search box across everything
| (one signed-in client, one query at a time, each query new: two words such
| as a city and a month, or an accent-free city name and a type, and broad
| queries staff type too: a month, a type and a year, a guide word) and a
| bulk import of 2,000 events with a ticket round each (the dry run, then the
| apply, through the panel's own routes, as a browser posts them); the
| events list (pages, searches and filters never asked before) and events'
| edit forms (issue #39), one page at a time.
*/
import { percentile } from './load.js'
import { runAce, startAppServer } from './processes.js'
import { settings, verdict, type Verdict } from './settings.js'

/** One page of the panel asked for many times, each time new: p50/p95 and the slowest. */
export interface PageTimings {
  samples: number
  example: string
  p50_ms: number
  p95_ms: number
  max_ms: number
  /** the bytes of the HTML of the first page asked */
  html_bytes: number
  slowest: { path: string; ms: number }[]
  errors: number
  verdict: Verdict
}

export interface AdminWork {
  list: PageTimings
  edit: PageTimings
  search: {
    samples: number
    example: string
    p50_ms: number
    p95_ms: number
    max_ms: number
    /** the same figures for the broad queries alone (many matches in every section) */
    broad: { samples: number; p50_ms: number; p95_ms: number }
    /** the slowest queries, slowest first */
    slowest: { query: string; ms: number }[]
    errors: number
    verdict: Verdict
  }
  import: {
    events: number
    check_ms: number
    apply_ms: number
    total_ms: number
    verdict: Verdict
    error: string | null
  }
}

const EMAIL = 'bench-staff@example.org'
const PASSWORD = 'bench-staff-password'
/** csrfField() output: <input type='hidden' name='_csrf' value='…'> */
const CSRF_FIELD = /name=["']_csrf["'] value=["']([^"']+)["']/

const MONTHS = ['january', 'march', 'may', 'july', 'september', 'october', 'november', 'december']
const TYPES = ['halloween', 'welcome festival', 'kickoff', 'orientation']
/**
 * What staff also type: one broad word or two (thousands of events match
 * "halloween" or "december" on the scaled set), a month in German, the
 * issue's own examples, words of guide entries, partners and pricing.
 */
const BROAD_QUERIES = [
  'december',
  'halloween 2027',
  'Berlin Dec',
  'kickoff',
  'Oktober',
  'welcome festival 2026',
  'münchen',
  'housing',
  'student discount',
  'whatsapp',
]
/** Not among the measured queries: the first request of a route loads its code. */
const WARM_UP_QUERY = 'warm up'

/** A browser's cookies and the panel's CSRF token, kept across requests. */
export class StaffClient {
  private cookies = new Map<string, string>()

  constructor(
    readonly base: string,
    private email = EMAIL,
    private password = PASSWORD
  ) {}

  async request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(this.base + path, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
    return response
  }

  async csrfToken(path: string) {
    const response = await this.request(path)
    const page = await response.text()
    const token = CSRF_FIELD.exec(page)?.[1]
    if (!token) throw new Error(`no CSRF token on ${path}`)
    return token
  }

  async signIn() {
    const token = await this.csrfToken('/admin/login')
    const body = new URLSearchParams({ _csrf: token, email: this.email, password: this.password })
    const response = await this.request('/admin/login', { method: 'POST', body })
    await response.arrayBuffer()
    if (response.status !== 302 || response.headers.get('location')?.includes('login')) {
      throw new Error(`sign-in answered ${response.status} ${response.headers.get('location')}`)
    }
  }
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

async function cityNames(base: string, wanted: number) {
  const response = await fetch(`${base}/api/v1/cities?limit=100`)
  const page = (await response.json()) as { cities: { name: string }[] }
  return page.cities.slice(0, wanted).map((city) => city.name)
}

/**
 * New queries each time: "<city> <month>" and "<city folded> <type>", then
 * the broad ones (a fifth of them), interleaved so that neither kind meets a
 * quieter or busier moment of a shared machine.
 */
async function searchQueries(base: string, count: number) {
  const broad = BROAD_QUERIES.slice(0, Math.floor(count / 5))
  const names = await cityNames(base, count - broad.length)
  const pairs = names.map((name, index) =>
    index % 2 === 0
      ? `${name} ${MONTHS[index % MONTHS.length]}`
      : `${fold(name)} ${TYPES[index % TYPES.length]}`
  )
  const step = Math.max(1, Math.floor(pairs.length / Math.max(1, broad.length)))
  return pairs.flatMap((query, index) => {
    const between = index % step === step - 1 ? broad[Math.floor(index / step)] : undefined
    return between ? [query, between] : [query]
  })
}

const round1 = (value: number) => Math.round(value * 10) / 10

interface SearchTiming {
  query: string
  ms: number
  ok: boolean
}

async function timedSearch(staff: StaffClient, query: string): Promise<SearchTiming> {
  const started = performance.now()
  const response = await staff.request(`/admin/search?q=${encodeURIComponent(query)}`)
  await response.arrayBuffer()
  return { query, ms: performance.now() - started, ok: response.status === 200 }
}

async function measureSearch(staff: StaffClient): Promise<AdminWork['search']> {
  const queries = await searchQueries(staff.base, settings.uncachedSamples)
  await timedSearch(staff, WARM_UP_QUERY)
  const timings: SearchTiming[] = []
  for (const query of queries) timings.push(await timedSearch(staff, query))
  const sorted = (list: SearchTiming[]) => list.map((timing) => timing.ms).sort((a, b) => a - b)
  const durations = sorted(timings)
  const broad = sorted(timings.filter((timing) => BROAD_QUERIES.includes(timing.query)))
  const p95 = percentile(durations, 95)
  return {
    samples: durations.length,
    example: queries[0],
    p50_ms: round1(percentile(durations, 50)),
    p95_ms: round1(p95),
    max_ms: round1(durations.at(-1) ?? Number.NaN),
    broad: {
      samples: broad.length,
      p50_ms: round1(percentile(broad, 50)),
      p95_ms: round1(percentile(broad, 95)),
    },
    slowest: [...timings]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map(({ query, ms }) => ({ query, ms: round1(ms) })),
    errors: timings.filter((timing) => !timing.ok).length,
    verdict: verdict('adminSearchP95', p95),
  }
}

interface PageTiming {
  path: string
  ms: number
  ok: boolean
  bytes: number
}

async function timedPage(staff: StaffClient, path: string): Promise<PageTiming> {
  const started = performance.now()
  const response = await staff.request(path)
  const body = await response.arrayBuffer()
  const ms = performance.now() - started
  return { path, ms, ok: response.status === 200, bytes: body.byteLength }
}

/** Each path asked once, one at a time, after one warm-up request of the route. */
async function measurePages(
  staff: StaffClient,
  warmUp: string,
  paths: string[],
  target: 'adminListP95' | 'adminEditP95'
): Promise<PageTimings> {
  await timedPage(staff, warmUp)
  const timings: PageTiming[] = []
  for (const path of paths) timings.push(await timedPage(staff, path))
  const durations = timings.map((timing) => timing.ms).sort((a, b) => a - b)
  const p95 = percentile(durations, 95)
  return {
    samples: durations.length,
    example: paths[0],
    p50_ms: round1(percentile(durations, 50)),
    p95_ms: round1(p95),
    max_ms: round1(durations.at(-1) ?? Number.NaN),
    html_bytes: timings[0]?.bytes ?? 0,
    slowest: [...timings]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map(({ path, ms }) => ({ path, ms: round1(ms) })),
    errors: timings.filter((timing) => !timing.ok).length,
    verdict: verdict(target, p95),
  }
}

const LIST_FILTERS = [
  'when=upcoming',
  'when=past',
  'when=this_month',
  'type=halloween',
  'ticket_status=on_sale',
  'waitlist=open',
  'publication=draft',
  'sort=-starts',
  'sort=name',
]

/**
 * The events list as staff move through it, each request new: the first
 * pages, pages of a filter or a sort, and a city's name searched.
 */
async function listPaths(base: string, count: number) {
  const names = await cityNames(base, count)
  return Array.from({ length: count }, (_, index) => {
    const page = `page=${(index % 7) + 1}`
    if (index % 3 === 0) return `/admin/events?${page}&${LIST_FILTERS[index % LIST_FILTERS.length]}`
    if (index % 3 === 1) return `/admin/events?q=${encodeURIComponent(names[index])}`
    return `/admin/events?page=${index + 1}`
  })
}

/** Events' edit forms, spread over the scaled set (ids from the public list's pages). */
async function editPaths(base: string, count: number) {
  const ids: string[] = []
  let cursor: string | null = null
  while (ids.length < count * 4) {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
    const response = await fetch(`${base}/api/v1/events?limit=100${query}`)
    const page = (await response.json()) as {
      events: { id: string }[]
      next_cursor?: string | null
    }
    ids.push(...page.events.map((event) => event.id))
    cursor = page.next_cursor ?? null
    if (!cursor) break
  }
  const step = Math.max(1, Math.floor(ids.length / count))
  return ids
    .filter((_, index) => index % step === 0)
    .slice(0, count)
    .map((id) => `/admin/events/${encodeURIComponent(id)}/edit`)
}

const IMPORT_HEADER =
  'id;name;type;city;start_at;url;buy_url;ticket_status;publication;round_1_name;round_1_price;round_1_currency'

/** A season as a German Excel saves it: `;`, decimal commas, dotted dates. */
function importCsv(cities: string[], count: number) {
  const lines = [IMPORT_HEADER]
  for (let index = 1; index <= count; index++) {
    const id = `bench-import-${index}`
    const day = String((index % 28) + 1).padStart(2, '0')
    lines.push(
      [
        id,
        `Imported party ${index}`,
        'semester_kickoff',
        cities[index % cities.length],
        `${day}.10.2031 21:00`,
        `/events/${id}`,
        `https://tickets.example.org/${index}`,
        'on_sale',
        'draft',
        'Regular',
        `${index % 20},50`,
        'EUR',
      ].join(';')
    )
  }
  return '\uFEFF' + lines.join('\r\n')
}

async function measureImport(staff: StaffClient): Promise<AdminWork['import']> {
  const count = settings.importEvents
  const form = new FormData()
  const csv = importCsv(await cityNames(staff.base, 50), count)
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench-season.csv')
  let token = await staff.csrfToken('/admin/events/import')
  const started = performance.now()
  const checked = await staff.request(`/admin/events/import?_csrf=${token}`, {
    method: 'POST',
    body: form,
  })
  await checked.arrayBuffer()
  const report = checked.headers.get('location') ?? ''
  const checkMs = performance.now() - started
  const fail = (error: string) => ({
    events: count,
    check_ms: Math.round(checkMs),
    apply_ms: 0,
    total_ms: 0,
    verdict: verdict('importMs', null),
    error,
  })
  if (!/\/admin\/events\/import\/\d+$/.test(report))
    return fail(`check answered ${checked.status} ${report}`)
  const reportPage = await staff.request(report)
  const page = await reportPage.text()
  if (!page.includes(`All ${count} rows are fine`)) return fail('the dry run found problems')
  token = CSRF_FIELD.exec(page)![1]
  const applyStarted = performance.now()
  const applied = await staff.request(`${report}/apply`, {
    method: 'POST',
    body: new URLSearchParams({ _csrf: token }),
  })
  await applied.arrayBuffer()
  const applyMs = performance.now() - applyStarted
  const total = performance.now() - started
  return {
    events: count,
    check_ms: Math.round(checkMs),
    apply_ms: Math.round(applyMs),
    total_ms: Math.round(total),
    verdict: verdict('importMs', total),
    error: applied.status === 302 ? null : `apply answered ${applied.status}`,
  }
}

export async function measureAdminWork(base: string, databaseUrl: string): Promise<AdminWork> {
  await runAce(
    ['admin:create', `--email=${EMAIL}`, `--password=${PASSWORD}`, '--name=Bench', '--role=admin'],
    databaseUrl
  )
  const staff = new StaffClient(base)
  await staff.signIn()
  const samples = settings.uncachedSamples
  const list = await measurePages(
    staff,
    '/admin/events?q=warm',
    await listPaths(base, samples),
    'adminListP95'
  )
  console.log(`  events list: p50 ${list.p50_ms} ms, p95 ${list.p95_ms} ms (${list.samples} pages)`)
  const edits = await editPaths(base, samples + 1)
  const edit = await measurePages(staff, edits[0], edits.slice(1), 'adminEditP95')
  console.log(`  edit form: p50 ${edit.p50_ms} ms, p95 ${edit.p95_ms} ms (${edit.samples} events)`)
  const search = await measureSearch(staff)
  console.log(
    `  search across everything: p50 ${search.p50_ms} ms, p95 ${search.p95_ms} ms (${search.samples} queries; ${search.broad.samples} broad ones: p50 ${search.broad.p50_ms} ms, p95 ${search.broad.p95_ms} ms)`
  )
  const imported = await measureImport(staff)
  console.log(
    `  import of ${imported.events} events: check ${imported.check_ms} ms + apply ${imported.apply_ms} ms = ${imported.total_ms} ms${imported.error ? ` (${imported.error})` : ''}`
  )
  return { list, edit, search, import: imported }
}

/** The same on its own server process (BENCH_ONLY=staff). */
export async function measureAdminWorkAlone(databaseUrl: string) {
  const app = await startAppServer('staff', databaseUrl)
  try {
    return await measureAdminWork(app.base, databaseUrl)
  } finally {
    await app.stop()
  }
}
