import { defineConfig, drivers } from '@adonisjs/core/encryption'
import { appKey } from '#config/app'

/*
| The legacy driver is AdonisJS 6's format: two-factor secrets and parked
| form tickets written before the upgrade still decrypt with it.
*/
export default defineConfig({
  default: 'legacy',
  list: {
    legacy: drivers.legacy({ keys: [appKey] }),
  },
})
