/**
 * A reason the service cannot start that the person starting it fixes by
 * changing one setting. The entry points (bin/start.js, bin/server.ts,
 * bin/console.ts) print its message as one line and exit 1: no stack, no
 * process left behind. The database's texts are here, each naming its
 * setting; the HTTP port's (checked before anything is built) are in
 * bin/first_run.js.
 */
export class StartupFailure extends Error {}

/** postgres://user@host:port/database: the URL without its password. */
function shownUrl(url: string): string {
  try {
    const parsed = new URL(url)
    parsed.password = ''
    return parsed.toString()
  } catch {
    return 'DATABASE_URL'
  }
}

export const startupLines = {
  databaseUnreachable: (url: string, reason: string) =>
    `Cannot reach the database in DATABASE_URL (${shownUrl(url)}): ${reason}. Start that PostgreSQL or change DATABASE_URL (unset, the embedded PostgreSQL is used).`,
  embeddedPortHeld: (port: number) =>
    `Port ${port} of the embedded PostgreSQL is held by another program: stop that program, or set EMBEDDED_PG_PORT to a free port.`,
  embeddedPortForeign: (port: number, dataDirectory: string) =>
    `Port ${port} answers as a PostgreSQL that is not this checkout's embedded database (its data is in ${dataDirectory}): set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use that server.`,
  embeddedDidNotStart: (port: number, reason: string) =>
    `The embedded PostgreSQL did not start on port ${port} (${reason}): set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use another PostgreSQL.`,
}

/** The reason of a failed PostgreSQL connection, in one line. */
export function connectionReason(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  if (code === 'ECONNREFUSED') return 'connection refused'
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'unknown host'
  const text = (message || String(error)).split('\n')[0]
  return text.replace(/^Connection terminated due to connection timeout$/, 'no answer (timeout)')
}
