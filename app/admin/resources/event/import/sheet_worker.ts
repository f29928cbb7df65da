/*
| The import worker (a worker thread, sheet_reading.ts starts one per file):
| opens the upload's multipart envelope, reads the file it holds and sends
| its rows as UTF-8 JSON in pieces of ROWS_PER_MESSAGE as they are read, then
| its name, format and headers; or the reason it was refused. Its heap and time are
| bounded by the thread that started it.
*/
import { parentPort, workerData } from 'node:worker_threads'
import type { SheetRow } from '#models/event_import'
import { multipartFile, type MultipartFile } from '#lib/multipart_file'
import { formatOf, readSheetFile } from '#admin/resources/event/import/sheet_readers'
import { ROWS_PER_MESSAGE, type SheetUpload } from '#admin/resources/event/import/sheet_reading'
import { IMPORT_REFUSALS, UnreadableSheet } from '#admin/resources/event/import/import_limits'

/** The uploaded file: a view of the upload's bytes (parsed here rather than on the server's event loop). */
function fileOf({ body, contentType, field }: SheetUpload) {
  let file: MultipartFile | null
  try {
    file = multipartFile(body, contentType, field)
  } catch {
    throw new UnreadableSheet(IMPORT_REFUSALS.upload())
  }
  if (!file || file.bytes.length === 0) throw new UnreadableSheet(IMPORT_REFUSALS.noFile())
  return file
}

try {
  const { fileName, bytes } = fileOf(workerData as SheetUpload)
  const port = parentPort!
  /* each piece as UTF-8 JSON as soon as it is read: the server takes one in within a few ms */
  const encoder = new TextEncoder()
  const send = (rows: SheetRow[]) => {
    const json = encoder.encode(JSON.stringify(rows))
    port.postMessage({ rows: json }, [json.buffer])
  }
  const { headers } = await readSheetFile(bytes, send, ROWS_PER_MESSAGE)
  port.postMessage({ head: { fileName, format: formatOf(bytes), headers } })
  port.postMessage({ done: true })
} catch (error) {
  const refused = error instanceof UnreadableSheet ? error.message : IMPORT_REFUSALS.unreadable()
  parentPort!.postMessage({ refused })
}
