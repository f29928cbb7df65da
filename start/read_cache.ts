/*
| Starts the change listener that keeps the read cache in step with the
| database, and stops it when the app terminates.
*/
import app from '@adonisjs/core/services/app'
import { changeListener } from '#services/read_cache/catalog_cache'

/* `node ace codegen` boots the app only to read its routes ("warmup"): no listener then */
if (app.getMode() === 'run') {
  await changeListener.start()
  app.terminating(() => changeListener.stop())
}
