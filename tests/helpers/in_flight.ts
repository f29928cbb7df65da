import { RawConnection, type RawResponse } from '#tests/helpers/raw_http'

/*
| The shutdown scenario of the tests: 20 requests in flight when the signal
| arrives. Half go over keep-alive connections that already served one
| request and sit idle on the server (the request is written, not yet read:
| the case Node's own close() drops), half over fresh connections.
*/

const IN_FLIGHT_PATHS = ['/api/v1/events?limit=20', '/api/v1/cities?q=a', '/deals', '/health']

export async function requestsInFlightDuring(
  port: number,
  signal: () => void,
  count = 20
): Promise<(RawResponse | Error)[]> {
  const half = Math.floor(count / 2)
  const kept = await Promise.all(Array.from({ length: half }, () => RawConnection.open(port)))
  await Promise.all(
    kept.map(async (connection) => {
      await connection.send('/health')
      await connection.response()
    })
  )
  const fresh = await Promise.all(
    Array.from({ length: count - half }, () => RawConnection.open(port))
  )
  const connections = [...kept, ...fresh]
  await Promise.all(
    connections.map((connection, index) =>
      connection.send(IN_FLIGHT_PATHS[index % IN_FLIGHT_PATHS.length])
    )
  )
  signal()
  try {
    const outcomes = await Promise.allSettled(connections.map((c) => c.response()))
    return outcomes.map((outcome) =>
      outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error)
    )
  } finally {
    for (const connection of connections) connection.destroy()
  }
}

/** "200 x20" or e.g. "200 x14, connection closed before a complete answer x6". */
export function summarize(outcomes: (RawResponse | Error)[]): string {
  const counts = new Map<string, number>()
  for (const [index, outcome] of outcomes.entries()) {
    const key =
      outcome instanceof Error
        ? `${outcome.message} on a ${index < outcomes.length / 2 ? 'kept-alive' : 'fresh'} connection`
        : String(outcome.status)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].map(([key, count]) => `${key} x${count}`).join(', ')
}
