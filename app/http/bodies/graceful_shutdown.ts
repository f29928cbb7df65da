/*
| What SIGTERM and SIGINT do to the server process, in this order:
|   1. the HTTP server stops accepting and finishes every accepted request
|      (`#http/bodies/http_drain`);
|   2. the application terminates: its `terminating` hooks run (e.g. the
|      database listener connection closes), then the providers shut down
|      (the database pool closes);
|   3. the embedded PostgreSQL, when this process started one, stops last.
| A second signal while stopping changes nothing.
*/
import type { ApplicationService } from '@adonisjs/core/types'
import { drainHttpServer } from '#http/bodies/http_drain'

export function stopGracefullyOnSignals(
  app: ApplicationService,
  stopDatabase: () => Promise<void>
) {
  let stopping: Promise<void> | undefined

  async function stop(signal: string) {
    const { default: logger } = await import('@adonisjs/core/services/logger')
    const { default: server } = await import('@adonisjs/core/services/server')
    const nodeServer = app.isReady ? server.getNodeServer() : undefined
    if (nodeServer) {
      logger.info({ signal }, 'shutdown: finishing accepted requests')
      const report = await drainHttpServer(nodeServer)
      logger.info(report, 'shutdown: HTTP server drained')
    }
    await app.terminate()
    logger.info('shutdown: application terminated, database connections closed')
    await stopDatabase()
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    app.listen(signal, () => {
      stopping ??= stop(signal).catch((error) => {
        process.exitCode = 1
        console.error('shutdown failed', error)
      })
    })
  }
}
