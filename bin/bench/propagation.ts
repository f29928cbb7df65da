/*
| "A change committed from any process is served by every instance within
| 1 s": two app servers on one database, an event renamed with plain SQL
| (no app code involved), then both polled until they serve the new name.
*/
import { withClient } from './database.js'
import { settings, verdict, type Verdict } from './settings.js'

export interface Propagation {
  instances: number
  trials: number
  /** per trial: ms from the commit until each instance served the change (null: not within the timeout) */
  per_trial_ms: (number | null)[][]
  /** the slowest instance of the slowest trial */
  worst_ms: number | null
  verdict: Verdict
}

const POLL_TIMEOUT_MS = 5000
const POLL_PAUSE_MS = 5

async function fetchText(url: string) {
  const response = await fetch(url)
  return response.text()
}

async function servesName(base: string, path: string, name: string) {
  const text = await fetchText(base + path)
  return text.includes(JSON.stringify(name))
}

async function timeUntilServed(base: string, path: string, name: string, since: number) {
  while (performance.now() - since < POLL_TIMEOUT_MS) {
    if (await servesName(base, path, name)) return Math.round(performance.now() - since)
    await new Promise((resolve) => setTimeout(resolve, POLL_PAUSE_MS))
  }
  return null
}

export async function measurePropagation(
  databaseUrl: string,
  bases: string[],
  eventId: string
): Promise<Propagation> {
  const path = `/api/v1/events/${encodeURIComponent(eventId)}`
  const perTrial: (number | null)[][] = []
  await withClient(databaseUrl, async (client) => {
    const original = await client.query<{ name: string }>('SELECT name FROM events WHERE id = $1', [
      eventId,
    ])
    try {
      for (let trial = 1; trial <= settings.propagationTrials; trial++) {
        /* both instances have just served (and may keep) the current answer */
        for (const base of bases) await fetchText(base + path)
        const name = `Bench rename ${trial} ${Date.now()}`
        await client.query('UPDATE events SET name = $1, updated_at = now() WHERE id = $2', [
          name,
          eventId,
        ])
        const committed = performance.now()
        perTrial.push(
          await Promise.all(bases.map((base) => timeUntilServed(base, path, name, committed)))
        )
      }
    } finally {
      await client.query('UPDATE events SET name = $1, updated_at = now() WHERE id = $2', [
        original.rows[0].name,
        eventId,
      ])
    }
  })
  const all = perTrial.flat()
  const worst = all.includes(null) ? null : Math.max(...(all as number[]))
  return {
    instances: bases.length,
    trials: perTrial.length,
    per_trial_ms: perTrial,
    worst_ms: worst,
    verdict: verdict('propagationMs', worst),
  }
}
