/*
| The validated environment (rules: start/env_schema.ts).
*/
import { Env } from '@adonisjs/core/env'
import { envSchema } from '#start/env_schema'

export default await Env.create(new URL('../', import.meta.url), envSchema)
