import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, targets } from '@adonisjs/core/logger'

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: env.get('APP_NAME', 'student-events'),
      level: env.get('LOG_LEVEL', app.inTest ? 'silent' : 'info'),
      /*
       * One JSON line per entry on stdout (synchronous: nothing is lost on
       * exit); pretty-printed only for a person at a terminal in development.
       */
      ...(!app.inProduction && process.stdout.isTTY
        ? { transport: { targets: targets().push(targets.pretty()).toArray() } }
        : {}),
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
