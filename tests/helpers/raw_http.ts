import { connect, type Socket } from 'node:net'

/*
| HTTP/1.1 over a plain socket, for tests that need to know exactly when a
| request has left the client (written to the kernel) and which connection
| it went over: keep-alive reuse, requests in flight during a shutdown.
*/

export interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

function parseHead(head: string) {
  const [statusLine, ...lines] = head.split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const index = line.indexOf(':')
    headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim()
  }
  return { status: Number(statusLine.split(' ')[1]), headers }
}

/** One client connection; answers are read in order (Content-Length bodies). */
export class RawConnection {
  #buffer = Buffer.alloc(0)
  #ended = false
  #wake: (() => void) | null = null
  error?: string

  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk])
      this.#wake?.()
    })
    const end = () => {
      this.#ended = true
      this.#wake?.()
    }
    socket.on('end', end)
    socket.on('close', end)
    socket.on('error', (error) => {
      this.error = (error as NodeJS.ErrnoException).code
      end()
    })
  }

  static open(port: number, host = '127.0.0.1'): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host }, () => resolve(new RawConnection(socket)))
      socket.once('error', reject)
    })
  }

  /** Writes a GET request; resolves once the bytes are handed to the kernel. */
  send(path: string, headers: Record<string, string> = {}): Promise<void> {
    const lines = [
      `GET ${path} HTTP/1.1`,
      'Host: 127.0.0.1',
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ]
    return new Promise((resolve, reject) =>
      this.socket.write(`${lines.join('\r\n')}\r\n\r\n`, (error) =>
        error ? reject(error) : resolve()
      )
    )
  }

  /** The next complete answer; rejects when the connection ends before one arrives. */
  async response(): Promise<RawResponse> {
    for (;;) {
      const headEnd = this.#buffer.indexOf('\r\n\r\n')
      if (headEnd !== -1) {
        const { status, headers } = parseHead(this.#buffer.subarray(0, headEnd).toString('latin1'))
        const length = Number(headers['content-length'] ?? 0)
        const total = headEnd + 4 + length
        if (this.#buffer.length >= total) {
          const body = this.#buffer.subarray(headEnd + 4, total).toString('utf8')
          this.#buffer = this.#buffer.subarray(total)
          return { status, headers, body }
        }
      }
      if (this.#ended) {
        const how = this.error ? ` (${this.error})` : ''
        throw new Error(`connection closed before a complete answer${how}`)
      }
      await new Promise<void>((resolve) => (this.#wake = resolve))
      this.#wake = null
    }
  }

  /** Resolves when the server has closed the connection. */
  closed(): Promise<void> {
    if (this.#ended) return Promise.resolve()
    return new Promise((resolve) => this.socket.once('close', () => resolve()))
  }

  destroy() {
    this.socket.destroy()
  }
}
