/*
| Graceful stop of the HTTP server (SIGTERM, SIGINT). Node's own
| `server.close()` also closes every keep-alive connection that is idle at
| that instant, which drops a request the client has already written but
| Node has not read yet (and the kernel resets connections still waiting in
| the listen backlog). Instead, on drain:
|   1. connections the kernel already queued are still accepted (on Linux
|      until the listen queue in /proc/net/tcp is empty, elsewhere until none
|      arrived for QUIET_MS; at most BACKLOG_MAX_MS), then the listener
|      closes: nothing new is accepted. (A busy event loop accepts queued
|      connections slowly, one callback at a time.);
|   2. every request accepted is finished, and its answer says
|      `Connection: close`;
|   3. a connection with no request in progress is kept for IDLE_GRACE_MS
|      after it went quiet (a request may already be on its way), then ended;
|   4. after `timeoutMs` whatever is left is cut off.
*/
import { readFileSync } from 'node:fs'
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

const QUIET_MS = 50
const BACKLOG_MAX_MS = 2000
const IDLE_GRACE_MS = 300
const POLL_MS = 20

interface Connection {
  active: number
  responses: Set<ServerResponse>
  /** bytes read when it last became idle; more means a request is arriving */
  bytesAtIdle: number
  idleSince: number
}

class ConnectionTracker {
  readonly connections = new Map<Socket, Connection>()
  draining = false
  lastConnectionAt = 0
  finishedWhileDraining = 0

  constructor(readonly server: Server) {
    server.on('connection', (socket: Socket) => this.#connected(socket))
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) =>
      this.#started(req, res)
    )
  }

  #connected(socket: Socket) {
    this.lastConnectionAt = Date.now()
    this.connections.set(socket, {
      active: 0,
      responses: new Set(),
      bytesAtIdle: 0,
      idleSince: Date.now(),
    })
    socket.once('close', () => this.connections.delete(socket))
  }

  #started(req: IncomingMessage, res: ServerResponse) {
    const connection = this.connections.get(req.socket)
    if (!connection) return
    connection.active++
    connection.responses.add(res)
    if (this.draining) closeAfterAnswer(res)
    let done = false
    const finished = () => {
      if (done) return
      done = true
      connection.active--
      connection.responses.delete(res)
      connection.idleSince = Date.now()
      connection.bytesAtIdle = req.socket.bytesRead
      if (this.draining) this.finishedWhileDraining++
    }
    res.once('finish', finished)
    res.once('close', finished)
  }

  drainStartedAt = 0

  /**
   * Idle, with nothing new read, for the grace time since it went quiet and
   * since the drain began (a request already sent may still sit unread in
   * the kernel's buffer until the event loop polls): safe to end.
   */
  isSpent(socket: Socket, connection: Connection, now: number) {
    const quietSince = Math.max(connection.idleSince, this.drainStartedAt)
    return (
      connection.active === 0 &&
      socket.bytesRead === connection.bytesAtIdle &&
      now - quietSince >= IDLE_GRACE_MS
    )
  }
}

function closeAfterAnswer(res: ServerResponse) {
  if (!res.headersSent) res.setHeader('Connection', 'close')
}

const trackers = new WeakMap<Server, ConnectionTracker>()

/** Starts tracking connections and requests (call once, right after creating the server). */
export function trackConnections(server: Server) {
  if (!trackers.has(server)) trackers.set(server, new ConnectionTracker(server))
  return server
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Resolves after the event loop's next poll phase (where connections are accepted and read). */
const afterPoll = () => new Promise((resolve) => setImmediate(resolve))

/**
 * Connections waiting in the kernel's accept queue of the listener on
 * `port` (the rx_queue of a LISTEN socket in /proc/net/tcp{,6}); null where
 * that is not readable (not Linux).
 */
function queuedConnections(port: number): number | null {
  const localPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`
  let found: number | null = null
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string
    try {
      text = readFileSync(table, 'latin1')
    } catch {
      continue
    }
    for (const line of text.split('\n')) {
      const [, local, , state, queues] = line.trim().split(/\s+/)
      if (state !== '0A' || !local?.endsWith(localPort)) continue
      found = (found ?? 0) + Number.parseInt(queues.split(':')[1], 16)
    }
  }
  return found
}

/** Lets the event loop accept what the kernel already queued. */
async function acceptQueuedConnections(tracker: ConnectionTracker) {
  const address = tracker.server.address() as AddressInfo | null
  const started = Date.now()
  for (;;) {
    await sleep(POLL_MS)
    await afterPoll()
    const queued = address ? queuedConnections(address.port) : null
    const quiet = Date.now() - tracker.lastConnectionAt >= QUIET_MS
    if (queued === 0 || (queued === null && quiet)) return
    if (Date.now() - started >= BACKLOG_MAX_MS) return
  }
}

function stopListening(server: Server) {
  /* net.Server's close: stops accepting without http.Server's closeIdleConnections() */
  return new Promise<void>((resolve) => {
    if (!server.listening) return resolve()
    NetServer.prototype.close.call(server, () => resolve())
  })
}

export interface DrainReport {
  /** requests that finished after the drain began */
  finished: number
  /** connections cut off at the timeout */
  forced: number
}

/**
 * Stops accepting and finishes what was accepted (see the top of this file);
 * resolves once every connection is closed.
 */
export async function drainHttpServer(server: Server, timeoutMs = 30_000): Promise<DrainReport> {
  const tracker = trackers.get(server)
  if (!tracker) throw new Error('drainHttpServer: the server was not tracked (trackConnections)')
  tracker.draining = true
  tracker.drainStartedAt = Date.now()
  for (const connection of tracker.connections.values()) {
    for (const res of connection.responses) closeAfterAnswer(res)
  }
  await acceptQueuedConnections(tracker)
  const closed = stopListening(server)
  const deadline = Date.now() + timeoutMs
  while (tracker.connections.size > 0 && Date.now() < deadline) {
    /*
     * Judge idleness only right after a poll phase: whatever a client had
     * sent before it (even across a stalled event loop) has been read by then.
     */
    await sleep(POLL_MS)
    await afterPoll()
    const now = Date.now()
    for (const [socket, connection] of tracker.connections) {
      if (!socket.writableEnded && tracker.isSpent(socket, connection, now)) socket.end()
    }
  }
  const forced = tracker.connections.size
  for (const socket of tracker.connections.keys()) socket.destroy()
  await closed
  return { finished: tracker.finishedWhileDraining, forced }
}
