/*
| Issue #36's import rounds: the largest file an import allows and the
| spreadsheet bombs, each uploaded through the panel's own route by a
| signed-in admin while a probe asks /health every 20 ms (target p99 under
| 50 ms), and the server's peak RSS over all of them (target under 400 MB).
| One production server process; each round waits for its answer (a dry run
| or a refusal, whose message is read back from the import page).
*/
import ExcelJS from 'exceljs'
import { healthFigures, probeHealth, type HealthFigures } from './attack.js'
import { StaffClient } from './admin_work.js'
import { drain } from './load.js'
import { peakRssMb, runAce, startAppServer, type AppServer } from './processes.js'
import { verdict, type Verdict } from './settings.js'
import { bombWorkbook, withDeclaredSizes } from '#tests/helpers/spreadsheet_bombs'

export interface ImportRound extends HealthFigures {
  label: string
  file_kb: number
  /** "checked: 5000 rows" or "refused: <the message staff read>" */
  outcome: string
  answer_ms: number
}

export interface ImportRoundsResult {
  rounds: ImportRound[]
  peak_rss_mb: number | null
  peak_rss_verdict: Verdict
}

const EMAIL = 'bench-importer@example.org'
const PASSWORD = 'bench-importer-password'
const HEADER = ['id', 'name', 'type', 'city', 'start_at', 'url', 'buy_url', 'ticket_status']
const COLUMNS = [...HEADER, 'publication', 'description']
const ROWS = 5000

/** 5,000 events (the row limit), each with a description of 1,800 characters: about 9.5 MB as CSV. */
function largestRows(): string[][] {
  const text = 'A night of music, food and new friends for students. '.repeat(34).slice(0, 1800)
  return Array.from({ length: ROWS }, (_, index) => {
    const id = `bench-largest-${index}`
    const day = String((index % 28) + 1).padStart(2, '0')
    return [
      id,
      `Largest import ${index}`,
      'semester_kickoff',
      'Elsewhere',
      `${day}.10.2031 21:00`,
      `/events/${id}`,
      `https://tickets.example.org/${index}`,
      'on_sale',
      'draft',
      `${text} ${index}`,
    ]
  })
}

const csvOf = (rows: string[][]) =>
  Buffer.from([COLUMNS, ...rows].map((row) => row.join(';')).join('\r\n'))

async function xlsxOf(rows: string[][]) {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Events')
  sheet.addRow(COLUMNS)
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** 400,000 short rows after the header (8 MB): past the row limit from row 5,002 on. */
const longCsv = () =>
  Buffer.from(
    [COLUMNS.join(';'), ...Array.from({ length: 400_000 }, (_, i) => `r${i};x`)].join('\r\n')
  )

interface PlannedImport {
  label: string
  file: () => Promise<Buffer>
  name: string
}

function plannedImports(): PlannedImport[] {
  return [
    {
      label: 'largest allowed CSV: 5,000 events with descriptions, dry run',
      name: 'largest.csv',
      file: async () => csvOf(largestRows()),
    },
    {
      label: 'largest allowed XLSX: the same 5,000 events, dry run',
      name: 'largest.xlsx',
      file: () => xlsxOf(largestRows()),
    },
    {
      label: 'zip bomb XLSX: one sheet unpacking to 290 MB (declared)',
      name: 'bomb.xlsx',
      file: () => bombWorkbook(HEADER, 290),
    },
    {
      label: 'zip bomb XLSX whose directory declares 4 kB a part',
      name: 'lying.xlsx',
      file: async () => withDeclaredSizes(await bombWorkbook(HEADER, 290), 4096),
    },
    {
      label: 'CSV of 400,000 rows (8 MB), past the row limit',
      name: 'long.csv',
      file: async () => longCsv(),
    },
  ]
}

const FLASH = /class="flash flash--error"[^>]*>([^<]+)</

/** Uploads the file; what became of it and how long the answer took. */
async function uploaded(staff: StaffClient, bytes: Buffer, name: string) {
  const token = await staff.csrfToken('/admin/events/import')
  const form = new FormData()
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  const started = performance.now()
  const response = await staff.request(`/admin/events/import?_csrf=${token}`, {
    method: 'POST',
    body: form,
  })
  await response.arrayBuffer()
  const answerMs = Math.round(performance.now() - started)
  const location = response.headers.get('location') ?? ''
  if (/\/admin\/events\/import\/\d+$/.test(location))
    return { outcome: `checked (${location})`, answerMs }
  const importPage = await staff.request('/admin/events/import')
  const page = await importPage.text()
  return {
    outcome: `refused: ${FLASH.exec(page)?.[1]?.trim() ?? `${response.status} ${location}`}`,
    answerMs,
  }
}

async function round(
  app: AppServer,
  staff: StaffClient,
  planned: PlannedImport
): Promise<ImportRound> {
  const bytes = await planned.file()
  await drain(app.base)
  const probe = await probeHealth(app.base)
  const { outcome, answerMs } = await uploaded(staff, bytes, planned.name)
  const health = await probe.stop()
  const result: ImportRound = {
    label: planned.label,
    file_kb: Math.round(bytes.length / 1024),
    outcome,
    answer_ms: answerMs,
    ...healthFigures(health, app.pid),
  }
  console.log(
    `  ${planned.label} (${result.file_kb} kB): ${outcome} in ${answerMs} ms; /health p50 ${health.p50} ms, p99 ${health.p99} ms, max ${health.max} ms of ${health.samples}; RSS ${result.rss_after_mb} MB`
  )
  return result
}

export async function measureImportRounds(databaseUrl: string): Promise<ImportRoundsResult> {
  console.log('Import rounds (issue #36): the largest allowed files and spreadsheet bombs')
  await runAce(
    [
      'admin:create',
      `--email=${EMAIL}`,
      `--password=${PASSWORD}`,
      '--name=Importer',
      '--role=admin',
    ],
    databaseUrl
  )
  const app = await startAppServer('imports', databaseUrl, 'production')
  try {
    const staff = new StaffClient(app.base, EMAIL, PASSWORD)
    await staff.signIn()
    const rounds: ImportRound[] = []
    for (const planned of plannedImports()) rounds.push(await round(app, staff, planned))
    const peak = peakRssMb(app.pid)
    console.log(`  peak RSS over the import rounds: ${peak ?? 'unknown'} MB`)
    return { rounds, peak_rss_mb: peak, peak_rss_verdict: verdict('abusePeakRssMb', peak) }
  } finally {
    await app.stop()
  }
}
