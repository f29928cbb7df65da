/*
| The readers of the crowd round (crowd.ts forks this file), in their own
| process like the fifty clients and the /health probe, so that the round can
| run its load at a lower priority than the server it measures (crowd.ts,
| BENCH_CROWD_NICE): connections that read a cached answer as fast as they
| can; their round (load.ts), sent to the parent.
*/
import { fire } from './load.js'

if (process.send) {
  const [base, path, connections, seconds] = process.argv.slice(2)
  const round = await fire(base, { method: 'GET', path, headers: {} }, 200, {
    connections: Number(connections),
    seconds: Number(seconds),
  })
  process.send(round, () => process.exit(0))
}
