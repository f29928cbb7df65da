/*
| The readers of the crowd round (crowd.ts forks this file), in their own
| process like the fifty clients and the /health probe: connections that read
| a cached answer as fast as they can through the whole schedule
| (crowd_slices.ts), counting the answers of each slice's counted part.
*/
import autocannon from 'autocannon'
import { countedSlice, scheduleEnd, sleepUntil, type Schedule } from './crowd_slices.js'

export interface SlicedReads {
  /** answers counted in each slice */
  counts: number[]
  /** answers with another status than 200, plus connection errors (timeouts among them) */
  unexpected: number
}

async function read(base: string, path: string, connections: number, schedule: Schedule) {
  await sleepUntil(schedule.start)
  const counts = schedule.phases.map(() => 0)
  let unexpected = 0
  let errors = 0
  const finished = new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      { url: base + path, connections, duration: (scheduleEnd(schedule) - Date.now()) / 1000 },
      (error, result) => {
        if (error) return reject(error)
        errors = result.errors
        resolve()
      }
    )
    instance.on('response', (_client, status) => {
      if (status !== 200) unexpected++
      const slice = countedSlice(schedule, Date.now())
      if (slice !== null) counts[slice]++
    })
  })
  await finished
  return { counts, unexpected: unexpected + errors }
}

if (process.send) {
  const [base, path, connections, schedule] = process.argv.slice(2)
  const reads: SlicedReads = await read(base, path, Number(connections), JSON.parse(schedule))
  process.send(reads, () => process.exit(0))
}
