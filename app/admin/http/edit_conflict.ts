/*
| The door of the conflict page (app/admin/engine/edit_conflicts.ts):
| showing it when a save was based on an older version, and saving what
| staff picked on it. The page posts back to the record's update route
| with `_conflict` set; the save checks the version again.
|
| A refused save is kept in the session and answered with a redirect to the
| record's conflict page (GET /admin/<path>/:id/conflict): the form posted
| to an address holding its CSRF token and resume ticket (a multipart body
| is read after them), which would otherwise stay in the address bar, be
| copied and be shared. Reloading the page shows it again until a save.
*/
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { errors as vineErrors } from '@vinejs/vine'
import type { AdminResource } from '#admin/engine/admin_resource'
import { routesOf } from '#admin/engine/admin_resource'
import type { Snapshot } from '#admin/staff/audit_trail'
import {
  authorOf,
  conflictFields,
  resolvedValues,
  unpickedConflicts,
} from '#admin/engine/edit_conflicts'
import { findRecord, formValues } from '#admin/engine/resource_records'
import { changesSince, versionOfRow } from '#admin/engine/record_versions'
import { zoneOf } from '#admin/http/staff_request'
import { staffDateTime } from '#presenters/staff_time'

type Values = Record<string, unknown>

/** Form bookkeeping that is no field. */
const NOT_FIELDS = [
  '_csrf',
  '_method',
  '_version',
  '_base',
  '_conflict',
  '_mine',
  '_theirs',
  '_publish_intent',
  '_resume',
]

function withoutBookkeeping(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !NOT_FIELDS.includes(key)))
}

/** A JSON object a form carried (`_base`, `_mine`, `_theirs`); {} when absent or broken. */
export function carriedJson(value: unknown): Values {
  try {
    const parsed = JSON.parse(String(value ?? ''))
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {}
  } catch {
    return {}
  }
}

interface ConflictRequest {
  resource: AdminResource
  id: string | number
  /** what was submitted */
  mine: Values
  /** what the form was opened with */
  base: Values
  /** the version the form was opened with */
  expected: number
  /** a message above the fields (a pick is missing) */
  problem?: string
  picks?: Record<string, string>
}

const HELD = 'edit_conflict'

type HeldConflict = Omit<ConflictRequest, 'resource'> & { path: string }

/** Keeps the refused save for its conflict page and sends the browser there (303). */
export function holdConflict(ctx: HttpContext, request: ConflictRequest) {
  const { resource, ...held } = request
  const kept: HeldConflict = { ...held, mine: withoutBookkeeping(held.mine), path: resource.path }
  ctx.session.put(HELD, kept)
  const page = router.makeUrl(routesOf(resource).conflict, { id: request.id })
  return ctx.response.redirect().status(303).toPath(page)
}

/** The refused save of this record kept for its conflict page, or null. */
export function heldConflict(
  ctx: HttpContext,
  resource: AdminResource,
  id: string | number
): ConflictRequest | null {
  const held = ctx.session.get(HELD) as HeldConflict | undefined
  if (!held || held.path !== resource.path || String(held.id) !== String(id)) return null
  const { path, ...request } = held
  return { ...request, resource }
}

/** The record was saved (or the conflict dropped): its conflict page is not shown again. */
export function releaseConflict(ctx: HttpContext) {
  ctx.session.forget(HELD)
}

/** 409 and the page that lays out, field by field, both changes. */
export async function renderConflict(ctx: HttpContext, request: ConflictRequest) {
  const { resource, id } = request
  const row = await findRecord(resource, id)
  const theirs = formValues(resource, row, zoneOf(ctx))
  const choices = ((await resource.form.choices?.()) ?? {}) as Record<string, unknown>
  const changes = await changesSince(resource.entity, id, request.expected)
  const mine = withoutBookkeeping(request.mine)
  const fields = conflictFields({ resource, base: request.base, mine, theirs, choices, changes })
  ctx.response.status(409)
  return ctx.view.render('admin/conflict', {
    resource,
    title: resource.titleOf(row),
    fields,
    problem: request.problem,
    picks: request.picks ?? {},
    expected: request.expected,
    current: versionOfRow(row),
    saves: changes.map((entry) => ({
      author: authorOf(entry, true),
      at: staffDateTime(entry.createdAt, zoneOf(ctx)),
      version: entry.recordVersion,
    })),
    carried: {
      _version: versionOfRow(row),
      _mine: JSON.stringify(mine),
      _theirs: JSON.stringify(theirs),
      _base: JSON.stringify(request.base),
    },
    actionUrl: router.makeUrl(routesOf(resource).update, { id }),
    editUrl: router.makeUrl(routesOf(resource).edit, { id }),
  })
}

/** What the conflict page posted: the values to save, or the page again when a pick is missing. */
export async function valuesPicked(
  ctx: HttpContext,
  resource: AdminResource,
  id: string | number
): Promise<{ values: Values; theirs: Snapshot } | { page: unknown }> {
  const body = ctx.request.all()
  const mine = carriedJson(body._mine)
  const theirs = carriedJson(body._theirs)
  const base = carriedJson(body._base)
  const picks = (body.pick ?? {}) as Record<string, string>
  const merged = (body.merged ?? {}) as Record<string, string>
  const fields = conflictFields({ resource, base, mine, theirs, choices: {}, changes: [] })
  const missing = unpickedConflicts(fields, picks)
  if (missing.length) {
    const names = missing.map((field) => field.label).join(', ')
    return {
      page: await renderConflict(ctx, {
        resource,
        id,
        mine,
        base,
        expected: Number(body._version),
        picks,
        problem: `Choose which value to keep for: ${names}.`,
      }),
    }
  }
  return { values: resolvedValues({ resource, base, mine, theirs }, picks, merged), theirs }
}

/**
 * The picked values did not validate: back to the edit form showing them with
 * the errors, based on the version the conflict page showed.
 */
export function flashInvalidPick(
  ctx: HttpContext,
  values: Values,
  carried: { _version: string; _base: string },
  error: unknown
) {
  if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
  const bag: Record<string, string[]> = {}
  for (const message of error.messages as { field: string; message: string }[]) {
    ;(bag[message.field] ??= []).push(message.message)
  }
  ctx.session.flash({ ...values, ...carried })
  ctx.session.flashErrors({ form: 'The form could not be saved. Please check the errors below.' })
  ctx.session.flash('inputErrorsBag', bag)
}
