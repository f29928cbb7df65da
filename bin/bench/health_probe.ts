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
*/
import http from 'node:http'

const INTERVAL_MS = 20
const CONNECTIONS = 4

const healthOf = (base: string, agent: http.Agent) =>
  new Promise<void>((resolve) => {
    const request = http.get(`${base}/health`, { agent }, (response) => {
      response.resume()
      response.on('end', resolve)
    })
    request.on('error', () => resolve())
  })

async function probe(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, scheduling: 'fifo' })
  await Promise.all(Array.from({ length: CONNECTIONS }, () => healthOf(base, agent)))
  const latencies: number[] = []
  const pending = new Set<Promise<void>>()
  const started = performance.now()
  let sent = 0
  let stopped = false
  const ask = (due: number) => {
    const done = healthOf(base, agent).then(() => {
      latencies.push(performance.now() - due)
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
    return latencies
  }
}

const stop = await probe(process.argv[2])
process.send!('started')
process.once('message', async () => {
  process.send!(await stop(), () => process.exit(0))
})
/* a bench that failed mid-round must not leave its probe asking forever */
process.once('disconnect', () => process.exit(0))
