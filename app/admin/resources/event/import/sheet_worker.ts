/*
| The import worker (a worker thread, sheet_reading.ts starts one per file):
| opens the upload's multipart envelope, reads the file it holds and answers
| with its name, format and headers, then its rows as UTF-8 JSON in pieces
| of ROWS_PER_MESSAGE, or with the reason it was refused. Its heap and time are
| bounded by the thread that started it.
*/
import { parentPort, workerData } from 'node:worker_threads'
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
  const { headers, rows } = await readSheetFile(bytes)
  const port = parentPort!
  port.postMessage({ head: { fileName, format: formatOf(bytes), headers } })
  /* in pieces of UTF-8 JSON: each is taken in by the server's event loop in a few ms */
  const encoder = new TextEncoder()
  for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE) {
    const piece = rows.slice(start, start + ROWS_PER_MESSAGE)
    const json = encoder.encode(JSON.stringify(piece.map((row) => row.cells)))
    port.postMessage({ rows: json }, [json.buffer])
  }
  port.postMessage({ done: true })
} catch (error) {
  const refused = error instanceof UnreadableSheet ? error.message : IMPORT_REFUSALS.unreadable()
  parentPort!.postMessage({ refused })
}
