import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { defineConfig, stores } from '@adonisjs/session'
import { GuestsInCookieStore, RevocableDatabaseStore } from '#http/policies/staff_session_store'

/*
| Admin sessions. Until someone signs in, their session (the sign-in form's
| CSRF secret, flash messages) is an encrypted cookie: anonymous visits store
| nothing on the server. Signed-in sessions live on the server (the cookie
| carries only the signed session id), tagged with the staff member's id,
| so signing out, changing the password or disabling an account ends them at
| once: SESSION_DRIVER=database (default, the `sessions` table, where an
| ended session stays a tombstone that no running request can write back),
| redis (shared by instances, REDIS_*) or memory (one process only, lost on
| restart; the test suite's). Every signed-in session also carries its
| account's session epoch (app/admin/middleware/auth_middleware.ts).
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
    database: configProvider.create(async (application) => {
      const db = await application.container.make('lucid.db')
      return (ctx, config) => {
        const server = new RevocableDatabaseStore(db.connection(), config.age)
        /* no request (a SessionCollection, e.g. from node ace): the sessions on the server */
        return ctx ? new GuestsInCookieStore(ctx, config.cookie, server) : server
      }
    }),
    redis: stores.redis({ connection: 'main' }),
  },
})

export default sessionConfig
