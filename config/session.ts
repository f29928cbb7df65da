import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

/*
| Admin sessions live on the server (the cookie carries only the signed
| session id), so signing out, changing the password or disabling an account
| ends sessions at once: SESSION_DRIVER=database (default, the `sessions`
| table), redis (shared by instances, REDIS_*) or memory (one process only,
| lost on restart). Sessions are tagged with the staff member's id, which is
| how all sessions of one account are found and ended.
*/
const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'students-admin-session',
  clearWithBrowser: false,
  age: '12h',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER', 'database'),
  stores: {
    database: stores.database({ tableName: 'sessions' }),
    redis: stores.redis({ connection: 'main' }),
  },
})

export default sessionConfig
