/*
| What one events import may cost, decided before the work is done (issue
| #36): the upload's bytes, the zip's entries and unpacked bytes (declared and
| real), the rows, columns and characters read, the time and memory of the
| worker that reads the file, and how many files are read at once. Every
| refusal names its limit, in the words staff read.
*/

export const IMPORT_LIMITS = {
  /** bytes of the uploaded file (a spreadsheet of a few thousand events is well under) */
  fileBytes: 10 * 1024 * 1024,
  /** files inside an XLSX zip (Excel writes about a dozen) */
  zipEntries: 1000,
  /** bytes of the XLSX's parts once unpacked, declared or real, all together */
  unpackedBytes: 64 * 1024 * 1024,
  /** rows below the header (a season is a few hundred) */
  rows: 5000,
  /** columns of one row (the template has about 40; each ticket round adds 4) */
  columns: 400,
  /** characters of one cell (the longest event field takes 5,000) */
  cellCharacters: 10_000,
  /** characters of every cell read, together (what a 10 MB CSV can hold) */
  textCharacters: 12_000_000,
  /** how long reading one file may take */
  readSeconds: 20,
  /** the heap of the worker that reads one file */
  workerHeapMb: 160,
  /** files read at the same time by one server process */
  filesAtOnce: 2,
  /** files waiting for one of those places; more are refused */
  filesWaiting: 4,
} as const

const count = (value: number) => value.toLocaleString('en')
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

/** What staff read when a file is refused, naming the limit it broke. */
export const IMPORT_REFUSALS = {
  fileBytes: () => `The file is larger than ${megabytes(IMPORT_LIMITS.fileBytes)}.`,
  notZip: () => 'The file could not be read as an XLSX workbook (its zip directory is damaged).',
  zipEntries: () =>
    `The XLSX file holds more than ${count(IMPORT_LIMITS.zipEntries)} parts; save only the events sheet and try again.`,
  unpackedBytes: () =>
    `The XLSX file unpacks to more than ${megabytes(IMPORT_LIMITS.unpackedBytes)}, the most an import may unpack; save only the events sheet, or split it.`,
  sizesLie: () =>
    `The XLSX file unpacks to more than its zip directory declares, so it was refused (the most an import may unpack is ${megabytes(IMPORT_LIMITS.unpackedBytes)}).`,
  noSheet: () => 'The XLSX file holds no worksheet.',
  rows: () => `At most ${count(IMPORT_LIMITS.rows)} rows at once; split the file.`,
  columns: (line: number) =>
    `Row ${line} has more than ${count(IMPORT_LIMITS.columns)} columns, the most an import reads.`,
  cellCharacters: (cell: string) =>
    `${cell} holds more than ${count(IMPORT_LIMITS.cellCharacters)} characters, the most a cell may hold.`,
  textCharacters: () =>
    `The file holds more than ${count(IMPORT_LIMITS.textCharacters)} characters of text, the most an import reads; split it.`,
  readSeconds: () =>
    `Reading the file took longer than ${IMPORT_LIMITS.readSeconds} seconds, the most an import may take; split it into smaller files.`,
  workerHeap: () =>
    `Reading the file needed more than ${IMPORT_LIMITS.workerHeapMb} MB of memory, the most an import may use; split it into smaller files.`,
  busyAccount: () =>
    'One import at a time: your previous import is still being read or written. Wait for it to finish, then try again.',
  busyServer: () =>
    `The server is reading other imports right now (${IMPORT_LIMITS.filesAtOnce} at once, ${IMPORT_LIMITS.filesWaiting} waiting); try again in a minute.`,
  unreadable: () => 'The file could not be read as a CSV or XLSX spreadsheet.',
  noFile: () => 'Choose a CSV or XLSX file to import.',
  upload: () => 'The upload could not be read. Try again.',
} as const

/** A file that cannot be imported, with the reason staff read. */
export class UnreadableSheet extends Error {}

/** An import that cannot be read, applied or undone now, with the reason staff read. */
export class ImportRefused extends Error {}
