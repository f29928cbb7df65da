import { indexEntities } from '@adonisjs/core'
import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  hooks: {
    /* barrel files of the controllers, events and listeners in .adonisjs/server (#generated/*) */
    init: [indexEntities()],
  },

  experimental: {
    mergeMultipartFieldsAndFiles: true,
    shutdownInReverseOrder: true,
  },

  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/mail/commands'),
  ],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    {
      file: () => import('@adonisjs/core/providers/repl_provider'),
      environment: ['repl', 'test'],
    },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/core/providers/edge_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/bouncer/bouncer_provider'),
    () => import('@adonisjs/i18n/i18n_provider'),
  ],

  preloads: [
    () => import('#start/routes'),
    () => import('#start/kernel'),
    () => import('#start/views'),
    { file: () => import('#start/admin_views'), environment: ['web', 'test'] },
    () => import('#start/discovery'),
    () => import('#start/view'),
    { file: () => import('#start/read_cache'), environment: ['web', 'test'] },
    { file: () => import('#start/warm_controllers'), environment: ['web'] },
    { file: () => import('#start/warm_understanding'), environment: ['web'] },
    { file: () => import('#start/warm_heavy_reads'), environment: ['web'] },
    { file: () => import('#start/guide_publisher'), environment: ['web', 'test'] },
  ],

  tests: {
    suites: [
      {
        files: ['tests/unit/**/*.spec.{ts,js}'],
        name: 'unit',
        timeout: 10000,
      },
      {
        /* checks of the repository's tooling: lint layers and cycles, quoted paths */
        files: ['tests/tooling/**/*.spec.{ts,js}'],
        name: 'tooling',
        timeout: 60000,
      },
      {
        files: ['tests/functional/**/*.spec.{ts,js}'],
        name: 'functional',
        timeout: 60000,
      },
      {
        files: ['tests/browser/**/*.spec.{ts,js}'],
        name: 'browser',
        timeout: 120000,
      },
    ],
    forceExit: false,
  },

  metaFiles: [
    { pattern: 'resources/views/**/*.edge', reloadServer: false },
    { pattern: 'app/admin/resources/*/views/**/*.edge', reloadServer: false },
    { pattern: 'resources/mcp_apps/**', reloadServer: false },
    /* the message catalog (@adonisjs/i18n reads it at boot) */
    { pattern: 'resources/lang/**/*.json', reloadServer: false },
    { pattern: 'public/**', reloadServer: false },
    /* plain JS that bin/server.ts imports (bin/start.js runs it before the build) */
    { pattern: 'bin/first_run.js', reloadServer: false },
  ],
})
