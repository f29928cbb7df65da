/*
| The parts of an XLSX file (a zip archive), read with yauzl from its central
| directory and bounded before anything is unpacked: the number of parts and
| their declared sizes against IMPORT_LIMITS, then the bytes really unpacked,
| counted as they come (yauzl also stops a part that unpacks to more than it
| declares, the usual bomb). Only the parts asked for are ever unpacked, in
| the order asked, so nothing is written to disk.
*/
import { Readable } from 'node:stream'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import {
  IMPORT_LIMITS,
  IMPORT_REFUSALS,
  UnreadableSheet,
} from '#admin/resources/event/import/import_limits'

const refused = (reason: keyof typeof IMPORT_REFUSALS) =>
  new UnreadableSheet((IMPORT_REFUSALS[reason] as () => string)())

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(refused('notZip')) : resolve(zip))
    )
  )
}

/** Every entry of the central directory, stopping at the first past a limit. */
function entriesOf(zip: ZipFile): Promise<Map<string, Entry>> {
  if (zip.entryCount > IMPORT_LIMITS.zipEntries) return Promise.reject(refused('zipEntries'))
  const entries = new Map<string, Entry>()
  let declared = 0
  return new Promise((resolve, reject) => {
    zip.on('error', () => reject(refused('notZip')))
    zip.on('end', () => resolve(entries))
    zip.on('entry', (entry: Entry) => {
      declared += entry.uncompressedSize
      if (declared > IMPORT_LIMITS.unpackedBytes) return reject(refused('unpackedBytes'))
      entries.set(entry.fileName, entry)
      zip.readEntry()
    })
    zip.readEntry()
  })
}

/** yauzl's words for a part that unpacks to more (or less) than it declares. */
const LYING_SIZE = /too many bytes|not enough bytes|file data overflows/

export class ZipParts {
  private unpacked = 0

  private constructor(
    private zip: ZipFile,
    private entries: Map<string, Entry>
  ) {}

  static async open(bytes: Buffer) {
    const zip = await openZip(bytes)
    return new ZipParts(zip, await entriesOf(zip))
  }

  has(name: string) {
    return this.entries.has(name)
  }

  /** A part as text (UTF-8 split safely across chunks), its real bytes counted. */
  async text(name: string): Promise<Readable> {
    const entry = this.entries.get(name)
    if (!entry) throw refused('noSheet')
    const stream = await new Promise<Readable>((resolve, reject) =>
      this.zip.openReadStream(entry, (error, opened) =>
        error ? reject(refused('notZip')) : resolve(opened)
      )
    )
    return Readable.from(this.counted(stream), { objectMode: true })
  }

  private async *counted(stream: Readable) {
    const decoder = new TextDecoder('utf-8')
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        this.unpacked += chunk.length
        if (this.unpacked > IMPORT_LIMITS.unpackedBytes) throw refused('unpackedBytes')
        yield decoder.decode(chunk, { stream: true })
      }
      yield decoder.decode()
    } catch (error) {
      if (error instanceof UnreadableSheet) throw error
      throw LYING_SIZE.test(String((error as Error)?.message)) ? refused('sizesLie') : error
    } finally {
      stream.destroy()
    }
  }

  close() {
    this.zip.close()
  }
}
