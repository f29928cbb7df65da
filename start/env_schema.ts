/*
| Every environment variable the service reads and the rule for each: a bad
| value stops the process with a message naming the variable (start/env.ts
| applies them at boot; the unit tests call them directly).
*/
import { Env } from '@adonisjs/core/env'

const positiveInteger = (name: string) => (key: string, value?: string) => {
  if (value === undefined || value === '') return undefined
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new Error(
      `Invalid value for "${key}": ${name} must be a positive integer, got "${value}"`
    )
  }
  return Number(value)
}

const percent = (name: string) => (key: string, value?: string) => {
  const number = positiveInteger(name)(key, value)
  if (number !== undefined && number > 100) {
    throw new Error(
      `Invalid value for "${key}": ${name} must be a percentage (1-100), got "${value}"`
    )
  }
  return number
}

export const envSchema = {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  APP_KEY: Env.schema.string.optional(),
  APP_NAME: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.enum.optional([
    'fatal',
    'error',
    'warn',
    'info',
    'debug',
    'trace',
    'silent',
  ] as const),

  /* Database: unset means the embedded PostgreSQL under tmp/ */
  DATABASE_URL: (key: string, value?: string) => {
    if (value === undefined || value === '') return undefined
    let url: URL | undefined
    try {
      url = new URL(value)
    } catch {}
    if (!url || !['postgres:', 'postgresql:'].includes(url.protocol)) {
      throw new Error(
        `Invalid value for "${key}": expected postgres://user:password@host:port/database`
      )
    }
    return value
  },
  EMBEDDED_PG_PORT: Env.schema.number.optional(),
  SEED_DEMO: Env.schema.boolean.optional(),

  /* Sessions (admin panel): database (default), redis or memory; all server-side */
  SESSION_DRIVER: Env.schema.enum.optional(['database', 'redis', 'memory'] as const),

  /* Mail */
  SMTP_HOST: Env.schema.string.optional({ format: 'host' }),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USER: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  MAIL_FROM: Env.schema.string.optional({ format: 'email' }),
  CONTACT_TO: Env.schema.string.optional({ format: 'email' }),
  SUPPORT_EMAIL: Env.schema.string.optional({ format: 'email' }),

  /* The admin panel's clock: history times, and publish times of partners and docs */
  STAFF_TIMEZONE: Env.schema.string.optional(),
  /** optional: each staff member chooses; admins: admins must turn on two-factor sign-in */
  STAFF_TWO_FACTOR: Env.schema.enum.optional(['optional', 'admins'] as const),
  /** optional: anyone may publish, review on request; editors: editors' drafts need an admin's approval */
  STAFF_REVIEW: Env.schema.enum.optional(['optional', 'editors'] as const),

  /* Rate limits, requests per minute per client */
  RATE_LIMIT_API: positiveInteger('RATE_LIMIT_API'),
  RATE_LIMIT_MCP: positiveInteger('RATE_LIMIT_MCP'),
  RATE_LIMIT_MCP_WRITE: positiveInteger('RATE_LIMIT_MCP_WRITE'),
  RATE_LIMIT_CONTACT: positiveInteger('RATE_LIMIT_CONTACT'),
  /* Site pages and discovery documents, in points per minute (docs/security.md) */
  RATE_LIMIT_SITE: positiveInteger('RATE_LIMIT_SITE'),
  /* Bounded work: one client's counted requests worked on at once, and waiting (docs/security.md) */
  CLIENT_MAX_IN_FLIGHT: positiveInteger('CLIENT_MAX_IN_FLIGHT'),
  CLIENT_MAX_QUEUED: positiveInteger('CLIENT_MAX_QUEUED'),
  /* Admission: heavy work of the whole process at once, and waiting (docs/security.md) */
  ADMISSION_MAX_IN_FLIGHT: positiveInteger('ADMISSION_MAX_IN_FLIGHT'),
  ADMISSION_MAX_QUEUED: positiveInteger('ADMISSION_MAX_QUEUED'),
  /* the share of a busy event loop heavy public work may take, in percent (100: no such limit) */
  ADMISSION_BUSY_SHARE: percent('ADMISSION_BUSY_SHARE'),
  LIMITER_STORE: Env.schema.enum.optional(['memory', 'redis', 'database'] as const),
  REDIS_HOST: Env.schema.string.optional({ format: 'host' }),
  REDIS_PORT: Env.schema.number.optional(),
  REDIS_PASSWORD: Env.schema.string.optional(),

  /* Read cache: the most JSON it keeps, in MB; 0 turns it off */
  READ_CACHE_MAX_MB: Env.schema.number.optional(),
  READ_CACHE_MAX_ENTRIES: Env.schema.number.optional(),

  /* Uploaded images (@adonisjs/drive): local disk (default) or an S3-compatible bucket */
  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  DRIVE_ROOT: Env.schema.string.optional(),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional({ format: 'url', tld: false }),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),

  /* Comma-separated addresses/CIDRs whose X-Forwarded-For is trusted */
  TRUSTED_PROXIES: Env.schema.string.optional(),
}
