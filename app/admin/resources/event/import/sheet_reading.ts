/*
| Reading an uploaded sheet off the event loop: each file in its own worker
| thread whose heap is bounded (resourceLimits) and which is ended when it
| takes longer than IMPORT_LIMITS.readSeconds. A few files at once per
| process (p-limit), a few more waiting; past that a file is refused at once.
| The upload's bytes are moved to the worker, not copied (10 MB).
| The rows come back as UTF-8 JSON in pieces (their buffers transferred),
| each parsed in its own turn of the event loop (5,000 rows in one message
| held it for ~0.1 s).
*/
import { Worker } from 'node:worker_threads'
import { setImmediate as nextTurn } from 'node:timers/promises'
import pLimit from 'p-limit'
import type { SheetRow } from '#models/event_import'
import type { SheetFormat } from '#admin/resources/event/import/sheet_readers'
import {
  IMPORT_LIMITS,
  IMPORT_REFUSALS,
  ImportRefused,
  UnreadableSheet,
} from '#admin/resources/event/import/import_limits'

/* the sources run through the @poppinss/ts-exec loader (tests, `node ace serve`), the build as plain JS */
const FROM_SOURCES = import.meta.url.endsWith('.ts')
const WORKER_FILE = new URL(
  FROM_SOURCES ? './sheet_worker.ts' : './sheet_worker.js',
  import.meta.url
)
const WORKER_ARGV = FROM_SOURCES ? ['--import', '@poppinss/ts-exec'] : []

/** An upload as it came: its multipart body, opened in the worker. */
export interface SheetUpload {
  body: Uint8Array
  contentType: string
  /** the form field holding the file */
  field: string
}

/** Rows in one message of the worker. */
export const ROWS_PER_MESSAGE = 250

export interface ReadUpload {
  fileName: string
  format: SheetFormat
  headers: string[]
  /** each row's cells by column header as the sheet names it */
  rows: SheetRow[]
}

/** The worker's messages: pieces of rows as they are read, the head, then done; or a refusal. */
type WorkerMessage =
  | { head: Omit<ReadUpload, 'rows'> }
  /** a JSON array of rows, UTF-8 (its buffer transferred, not copied) */
  | { rows: Uint8Array }
  | { done: true }
  | { refused: string }

/** The upload as the worker's messages bring it in. */
class ArrivingUpload {
  private head: Omit<ReadUpload, 'rows'> | undefined
  private pieces: Uint8Array[] = []

  /** Takes a message in (kept as it is: a port hands over every waiting message in one task); true once complete. */
  take(message: WorkerMessage): boolean {
    if ('head' in message) this.head = message.head
    if ('rows' in message) this.pieces.push(message.rows)
    return 'done' in message && this.head !== undefined
  }

  /** The rows, one piece parsed per turn of the event loop. */
  async upload(): Promise<ReadUpload> {
    const rows: SheetRow[] = []
    const decoder = new TextDecoder()
    /* each piece let go once parsed: its bytes and its rows are not held together */
    for (let piece = this.pieces.shift(); piece; piece = this.pieces.shift()) {
      for (const row of JSON.parse(decoder.decode(piece)) as SheetRow[]) rows.push(row)
      await nextTurn()
    }
    return { ...this.head!, rows }
  }
}

function failureOf(error: unknown) {
  const code = (error as { code?: string })?.code
  return new UnreadableSheet(
    code === 'ERR_WORKER_OUT_OF_MEMORY'
      ? IMPORT_REFUSALS.workerHeap()
      : IMPORT_REFUSALS.unreadable()
  )
}

/** The body's buffer when the body is all of it (handed to the worker, not copied); else nothing. */
function ownBuffer(body: Uint8Array): ArrayBuffer[] {
  const { buffer } = body
  return buffer instanceof ArrayBuffer &&
    body.byteOffset === 0 &&
    body.byteLength === buffer.byteLength
    ? [buffer]
    : []
}

function readInWorker(upload: SheetUpload): Promise<ReadUpload> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: upload,
      transferList: ownBuffer(upload.body),
      execArgv: WORKER_ARGV,
      resourceLimits: {
        maxOldGenerationSizeMb: IMPORT_LIMITS.workerHeapMb,
        maxYoungGenerationSizeMb: 6,
      },
    })
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      outcome()
    }
    const timer = setTimeout(
      () => settle(() => reject(new UnreadableSheet(IMPORT_REFUSALS.readSeconds()))),
      IMPORT_LIMITS.readSeconds * 1000
    )
    const arriving = new ArrivingUpload()
    worker.on('message', (message: WorkerMessage) => {
      if ('refused' in message) return settle(() => reject(new UnreadableSheet(message.refused)))
      if (arriving.take(message)) settle(() => resolve(arriving.upload()))
    })
    worker.once('error', (error) => settle(() => reject(failureOf(error))))
    worker.once('exit', () => settle(() => reject(failureOf(null))))
  })
}

const places = pLimit(IMPORT_LIMITS.filesAtOnce)

/** The file of an upload and its rows, read in a worker when a place is free (refused when too many wait). */
export function readSheet(upload: SheetUpload): Promise<ReadUpload> {
  if (
    places.activeCount >= IMPORT_LIMITS.filesAtOnce &&
    places.pendingCount >= IMPORT_LIMITS.filesWaiting
  )
    return Promise.reject(new ImportRefused(IMPORT_REFUSALS.busyServer()))
  return places(() => readInWorker(upload))
}
