/*
| The /health probe of the abuse rounds, run in its own process (bench/
| attack.ts forks it): what another client feels during an attack, not the
| attacker's own event loop (the bench process builds 118 requests at once).
| It asks at each due time, every 20 ms, and counts latency from the due
| time, so a stalled server cannot hide its queue. Its four kept-alive
| connections are opened before the attack and used in turn: connections
| opened during a burst of 118 short ones on the same loopback met TCP
| retransmission timeouts (200 ms minimum; `nstat` counted them spurious:
| TCPLossProbes, DSACK), which measure the kernel under load, not the server.
|
| Beside each latency it keeps two parts of it: how late the probe itself
| sent (its own process waiting for a core on a shared machine) and the
| database ping the answer reports (`database.latency_ms`), so a slow answer
| can be told from a busy event loop.
*/
import http from 'node:http'

const INTERVAL_MS = 20
const CONNECTIONS = 4

/** The database ping an answer of /health reports, or null. */
function databaseLatency(body: string): number | null {
  try {
    const latency = (JSON.parse(body) as { database?: { latency_ms?: unknown } }).database
      ?.latency_ms
    return typeof latency === 'number' ? latency : null
  } catch {
    return null
  }
}

const healthOf = (base: string, agent: http.Agent) =>
  new Promise<number | null>((resolve) => {
    const request = http.get(`${base}/health`, { agent }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve(databaseLatency(body)))
    })
    request.on('error', () => resolve(null))
  })

/** Latencies from the due times, and two parts of them (ms): one entry per answer in each. */
export interface ProbeSamples {
  latencies: number[]
  /** how late the probe sent after the due time */
  late: number[]
  /** the database ping each answer reports (null: none reported) */
  database: (number | null)[]
  /** the due time (Date.now() clock) */
  at: number[]
}

async function probe(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, scheduling: 'fifo' })
  await Promise.all(Array.from({ length: CONNECTIONS }, () => healthOf(base, agent)))
  const samples: ProbeSamples = { latencies: [], late: [], database: [], at: [] }
  const pending = new Set<Promise<void>>()
  const started = performance.now()
  let sent = 0
  let stopped = false
  const ask = (due: number) => {
    const late = performance.now() - due
    const done = healthOf(base, agent).then((database) => {
      samples.latencies.push(performance.now() - due)
      samples.late.push(late)
      samples.database.push(database)
      samples.at.push(performance.timeOrigin + due)
    })
    pending.add(done)
    void done.then(() => pending.delete(done))
  }
  const next = () => {
    const due = started + sent++ * INTERVAL_MS
    setTimeout(
      () => {
        if (stopped) return
        ask(due)
        next()
      },
      Math.max(0, due - performance.now())
    )
  }
  next()
  return async () => {
    stopped = true
    await Promise.all(pending)
    agent.destroy()
    return samples
  }
}

const stop = await probe(process.argv[2])
process.send!('started')
process.once('message', async () => {
  process.send!(await stop(), () => process.exit(0))
})
/* a bench that failed mid-round must not leave its probe asking forever */
process.once('disconnect', () => process.exit(0))
