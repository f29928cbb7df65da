/*
| Starts the change listener that keeps the read cache in step with the
| database, and stops it when the app terminates.
*/
import app from '@adonisjs/core/services/app'
import { changeListener } from '#services/read_cache/catalog_cache'

await changeListener.start()
app.terminating(() => changeListener.stop())
