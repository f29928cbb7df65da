import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

/*
| Rate-limit counters live in memory by default (best effort per instance);
| LIMITER_STORE=redis or =database shares them across instances.
*/
const limiterConfig = defineConfig({
  default: env.get('LIMITER_STORE', 'memory'),
  stores: {
    memory: stores.memory({}),
    redis: stores.redis({ connectionName: 'main' }),
    database: stores.database({ tableName: 'rate_limits' }),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
