/*
| Reading an uploaded sheet off the event loop: each file in its own worker
| thread whose heap is bounded (resourceLimits) and which is ended when it
| takes longer than IMPORT_LIMITS.readSeconds. A few files at once per
| process (p-limit), a few more waiting; past that a file is refused at once.
*/
import { Worker } from 'node:worker_threads'
import pLimit from 'p-limit'
import type { ReadSheet } from '#admin/resources/event/import/sheet_rows'
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

export interface ReadUpload {
  fileName: string
  format: SheetFormat
  sheet: ReadSheet
}

type WorkerAnswer = { read: ReadUpload } | { refused: string }

function failureOf(error: unknown) {
  const code = (error as { code?: string })?.code
  return new UnreadableSheet(
    code === 'ERR_WORKER_OUT_OF_MEMORY'
      ? IMPORT_REFUSALS.workerHeap()
      : IMPORT_REFUSALS.unreadable()
  )
}

function readInWorker(upload: SheetUpload): Promise<ReadUpload> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: upload,
      execArgv: WORKER_ARGV,
      resourceLimits: {
        maxOldGenerationSizeMb: IMPORT_LIMITS.workerHeapMb,
        maxYoungGenerationSizeMb: 16,
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
    worker.once('message', (answer: WorkerAnswer) =>
      settle(() =>
        'read' in answer ? resolve(answer.read) : reject(new UnreadableSheet(answer.refused))
      )
    )
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
