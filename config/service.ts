/*
| Settings of the service itself, derived once from the environment.
*/
import env from '#start/env'

const port = env.get('PORT', 3333)

/** Public base URL; every absolute link the service emits starts with it. */
export const appUrl = (env.get('APP_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '')

export const serviceConfig = {
  name: 'Student Events and Deals',
  appUrl,
  supportEmail: env.get('SUPPORT_EMAIL', 'support@students.example.org'),
  seedDemo: env.get('SEED_DEMO', true),
  /** Times in the admin panel (history; publish times of partners and docs) */
  staffTimezone: env.get('STAFF_TIMEZONE') ?? 'Europe/Berlin',
  /** Who must use two-factor sign-in: nobody (each person chooses) or every admin */
  staffTwoFactor: env.get('STAFF_TWO_FACTOR') ?? 'optional',
  /** Whose publishing goes through review: nobody's unless asked, or every editor's */
  staffReview: env.get('STAFF_REVIEW') ?? 'optional',
  rateLimits: {
    api: env.get('RATE_LIMIT_API') ?? 120,
    mcp: env.get('RATE_LIMIT_MCP') ?? 240,
    mcpWrite: env.get('RATE_LIMIT_MCP_WRITE') ?? 5,
    contact: env.get('RATE_LIMIT_CONTACT') ?? 20,
    /* site pages and discovery documents (points: #services/request_weight) */
    site: env.get('RATE_LIMIT_SITE') ?? 240,
  },
  /** The read cache's budget per instance (READ_CACHE_MAX_MB: 0 turns it off) */
  readCache: {
    maxMegabytes: env.get('READ_CACHE_MAX_MB', 16),
    maxEntries: env.get('READ_CACHE_MAX_ENTRIES', 20_000),
  },
  /** Counted requests of one client worked on at once, and waiting their turn (#services/client_slots) */
  clientSlots: {
    inFlight: env.get('CLIENT_MAX_IN_FLIGHT') ?? 1,
    queued: env.get('CLIENT_MAX_QUEUED') ?? 32,
  },
  /** Heavy work of the whole process worked on at once, and waiting its turn (#services/admission/admission_gate) */
  admission: {
    inFlight: env.get('ADMISSION_MAX_IN_FLIGHT') ?? 2,
    queued: env.get('ADMISSION_MAX_QUEUED') ?? 8,
    /** while the event loop is busy, the share of it heavy public work may take (0-1) */
    busyShare: (env.get('ADMISSION_BUSY_SHARE') ?? 10) / 100,
  },
}
