import { randomUUID } from 'node:crypto'

/** A name no other row of a test run has: `prefix-` and eight hex digits. */
export const uniqueName = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`
