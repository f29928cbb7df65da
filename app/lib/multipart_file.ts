/*
| The file one field of a `multipart/form-data` body holds (RFC 7578), as a
| view of the body's own bytes: the events import reads a 10 MB upload in a
| worker, where undici's `Response.formData()` kept four copies of it (its
| stream, the joined body, the File's blob, its ArrayBuffer; ~50 MB).
*/

export interface MultipartFile {
  fileName: string
  /** the file's bytes: a view of the body, not a copy */
  bytes: Buffer
}

const HEADERS_END = Buffer.from('\r\n\r\n')

/** The boundary a multipart content type names; null when it names none. */
function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  return match ? (match[1] ?? match[2]) : null
}

/* browsers write a quote, CR and LF of a name as %22, %0D and %0A (the HTML standard) */
const unescaped = (text: string) =>
  text.replace(/%(22|0D|0A)/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

/** A parameter of a part's Content-Disposition header (`name`, `filename`), if given. */
function dispositionParameter(headers: string, parameter: string): string | undefined {
  const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? ''
  const value = new RegExp(`;\\s*${parameter}="([^"]*)"`, 'i').exec(disposition)?.[1]
  return value === undefined ? undefined : unescaped(value)
}

/**
 * The file of `field` (the first part of that name with a file name), null
 * when the body holds none; throws when the body is not a multipart body of
 * that content type.
 */
export function multipartFile(
  body: Uint8Array,
  contentType: string,
  field: string
): MultipartFile | null {
  const boundary = boundaryOf(contentType)
  if (!boundary) throw new Error('no multipart boundary')
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  /* the first delimiter may open the body, without the CRLF before it */
  let at = bytes.indexOf(delimiter.subarray(2))
  if (at < 0) throw new Error('no multipart delimiter')
  at += delimiter.length - 2
  while (bytes.toString('latin1', at, at + 2) === '\r\n') {
    const headersEnd = bytes.indexOf(HEADERS_END, at)
    const next = headersEnd < 0 ? -1 : bytes.indexOf(delimiter, headersEnd + HEADERS_END.length)
    if (next < 0) throw new Error('a multipart part without its end')
    const headers = bytes.toString('utf8', at + 2, headersEnd + 2)
    const fileName = dispositionParameter(headers, 'filename')
    if (dispositionParameter(headers, 'name') === field && fileName !== undefined)
      return { fileName, bytes: bytes.subarray(headersEnd + HEADERS_END.length, next) }
    at = next + delimiter.length
  }
  if (bytes.toString('latin1', at, at + 2) !== '--') throw new Error('a damaged multipart body')
  return null
}
