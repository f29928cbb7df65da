/*
| The import worker (a worker thread, sheet_reading.ts starts one per file):
| reads the file it is given and answers with its rows or the reason it was
| refused. Its heap and time are bounded by the thread that started it.
*/
import { parentPort, workerData } from 'node:worker_threads'
import { readSheetFile } from '#admin/resources/event/import/sheet_readers'
import { IMPORT_REFUSALS, UnreadableSheet } from '#admin/resources/event/import/import_limits'

const bytes = Buffer.from((workerData as { bytes: Uint8Array }).bytes)
try {
  parentPort!.postMessage({ sheet: await readSheetFile(bytes) })
} catch (error) {
  const refused = error instanceof UnreadableSheet ? error.message : IMPORT_REFUSALS.unreadable()
  parentPort!.postMessage({ refused })
}
