/*
| What the admin controllers read from a staff request and answer with: the
| signed-in staff member, their time zone, a form's state, the list query,
| downloads, the way back.
*/
import type { HttpContext } from '@adonisjs/core/http'
import contentDisposition from 'content-disposition'
import { DateTime } from 'luxon'
import {
  AUDITED_ENTITIES,
  HISTORY_ENTITIES,
  MEDIA_ENTITY,
  type Actor,
  type HistoryEntity,
} from '#admin/staff/audit_trail'
import { manageStaff } from '#admin/staff/abilities'
import { normaliseRows } from '#admin/validators/rules'
import { readListQuery } from '#admin/validators/list_query'
import { staffZoneOf } from '#admin/staff/staff_clock'
import { toCsv, type CsvTable } from '#admin/engine/csv_export'
import type { AdminResource } from '#admin/engine/admin_resource'

/** The resource a route was built for (`middleware.adminResource`, app/admin/routes.ts). */
export function boundResource(ctx: HttpContext): AdminResource {
  if (!ctx.adminResource) throw new Error(`No admin resource is bound to ${ctx.route?.pattern}`)
  return ctx.adminResource
}

/** The signed-in staff member, as the audit log records them. */
export function staffActor({ auth }: HttpContext): Actor {
  const user = auth.use('web').getUserOrFail()
  return { id: user.id, email: user.email, role: user.role }
}

/** The kinds of record whose history this staff member may read (staff accounts: admins only). */
export async function visibleHistoryEntities(
  ctx: HttpContext
): Promise<Partial<Record<HistoryEntity, string>>> {
  return (await ctx.bouncer.allows(manageStaff))
    ? HISTORY_ENTITIES
    : { ...AUDITED_ENTITIES, ...MEDIA_ENTITY }
}

export interface FormState {
  values: Record<string, any>
  errors: Record<string, string[]>
}

/** Flash keys that are not form input (the session spreads the typed input beside them). */
const NOT_INPUT = ['errorsBag', 'inputErrorsBag', 'errors', 'success', 'failure', 'resumed']

/**
 * What a form shows: after a failed submit, what was typed (rows normalised
 * the way the validator saw them, so error paths line up) and each field's
 * errors; otherwise the record's values.
 */
export function formState(
  { session }: HttpContext,
  recordValues: Record<string, any>,
  rowKeys: string[] = []
): FormState {
  const flashed = session.flashMessages.all() as Record<string, any>
  const errors = (flashed.inputErrorsBag ?? {}) as Record<string, string[]>
  /* after a failed submit, or a form saved after its session ended (parked_forms_controller) */
  const typed = flashed.inputErrorsBag || flashed.errorsBag || flashed.resumed
  if (!typed) return { values: recordValues, errors }
  const values: Record<string, any> = {}
  for (const [key, value] of Object.entries(flashed)) {
    if (!NOT_INPUT.includes(key)) values[key] = rowKeys.includes(key) ? normaliseRows(value) : value
  }
  for (const key of rowKeys) values[key] ??= []
  return { values, errors }
}

export function listQuery({ request }: HttpContext) {
  return readListQuery(request.qs())
}

/** A file name safe in an HTTP header: lower-case ASCII letters, digits and single dashes. */
function fileSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
  return slug || 'file'
}

/**
 * Sends a CSV download. `filename` may hold any text: the header carries an
 * ASCII slug as `filename` and the exact name as RFC 6266 `filename*`, so no
 * input can break or add header parameters.
 */
function sendCsv(ctx: HttpContext, filename: string, csv: string) {
  return sendDownload(ctx, filename, csv)
}

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** Sends a CSV or XLSX download (`filename` ends with its extension; same header rules as CSV). */
export function sendDownload({ response }: HttpContext, filename: string, body: string | Buffer) {
  const extension = filename.endsWith('.xlsx') ? 'xlsx' : 'csv'
  const fallback = `${fileSlug(filename.replace(/\.(csv|xlsx)$/i, ''))}.${extension}`
  response.header('Content-Type', CONTENT_TYPES[extension])
  response.header('Content-Disposition', contentDisposition(filename, { fallback }))
  response.header('Cache-Control', 'no-store')
  return response.send(body)
}

/** Sends a table as the download `<name>-<today>.csv`. */
export function sendDatedCsv(ctx: HttpContext, name: string, { columns, rows }: CsvTable) {
  return sendCsv(ctx, `${name}-${DateTime.now().toFormat('yyyy-MM-dd')}.csv`, toCsv(columns, rows))
}

/** Back to the admin page the request came from (its list with filters), else to `fallback`. */
export function redirectBack({ request, response }: HttpContext, fallback: string) {
  const referrer = request.header('referer') ?? ''
  let path: string | null = null
  try {
    const url = new URL(referrer)
    if (url.host === request.host() && url.pathname.startsWith('/admin'))
      path = url.pathname + url.search
  } catch {}
  return response.redirect(path ?? fallback)
}

/** The time zone the signed-in staff member reads times in. */
export function zoneOf({ auth }: HttpContext): string {
  return staffZoneOf(auth.use('web').user)
}
