/*
| Review before publish (issue #27): a draft is submitted for review, an
| admin approves it (published, audited) or sends it back with a comment.
| With STAFF_REVIEW=editors the roles of REVIEWED_ROLES cannot publish
| themselves (`mayPublish`); otherwise review is there for whoever asks.
| Comments can be left on any record.
*/
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { serviceConfig } from '#config/service'
import type AdminUser from '#models/admin_user'
import RecordComment from '#models/record_comment'
import ReviewRequest from '#models/review_request'
import type { StaffRole } from '#schemas/enums'
import type { AdminResource } from '#admin/engine/admin_resource'
import { recordChange, type Actor, type AuditedEntity } from '#services/admin/audit_trail'
import { REVIEWED_ROLES } from '#abilities/roles'
import { ADMIN_RESOURCES } from '#admin/resources/registry'
import { loadRecord, snapshotRecord } from '#admin/engine/resource_records'

/** A review step staff asked for that the record's state does not allow. */
export class ReviewRefused extends Error {}

/** Whether `role` may make records public itself (else: submit drafts for review). */
export const mayPublish = (role: StaffRole) =>
  serviceConfig.staffReview !== 'editors' || !REVIEWED_ROLES.includes(role)

export const PUBLISHING_NEEDS_REVIEW =
  'Your drafts are published after review: save it as a draft, then “Submit for review”'

/**
 * Why `role` may not save this publication (null: it may). Under review,
 * such a role saves drafts and may keep a live record as it is, but not
 * make a record public or change when it is.
 */
export function publishingRefusal(
  role: StaffRole,
  wanted: string | undefined,
  current: string | null
): string | null {
  if (mayPublish(role) || wanted === undefined || wanted === 'draft' || wanted === current) {
    return null
  }
  return PUBLISHING_NEEDS_REVIEW
}

/** Records with a publication (events, partners, docs) go through review; any record takes comments. */
export const isReviewable = (resource: AdminResource) => resource.model.$hasColumn('publication')

type Publishable = { publication: string }

async function draftOf(entity: AuditedEntity, id: string) {
  const resource = ADMIN_RESOURCES[entity]
  const row = await loadRecord(resource, id)
  if (!row || !isReviewable(resource)) throw new ReviewRefused('This record cannot be reviewed.')
  return { resource, row }
}

export async function submitForReview(
  actor: Actor,
  entity: AuditedEntity,
  id: string,
  note?: string
) {
  const { resource, row } = await draftOf(entity, id)
  if ((row as unknown as Publishable).publication !== 'draft') {
    throw new ReviewRefused(`${resource.titleOf(row)} is not a draft: only drafts are reviewed.`)
  }
  return db.transaction(async (trx) => {
    const waiting = await ReviewRequest.query({ client: trx })
      .where({ entity_type: entity, entity_id: id, state: 'pending' })
      .first()
    if (waiting) throw new ReviewRefused(`${resource.titleOf(row)} is already waiting for review.`)
    const request = await ReviewRequest.create(
      { entityType: entity, entityId: id, requestedBy: actor.id, state: 'pending' },
      { client: trx }
    )
    if (note) await addComment(actor, entity, id, note, request.id, trx)
    return request
  })
}

function addComment(
  actor: Actor,
  entity: AuditedEntity,
  id: string,
  body: string,
  reviewRequestId: number | null = null,
  client?: TransactionClientContract
) {
  return RecordComment.create(
    {
      entityType: entity,
      entityId: id,
      adminUserId: actor.id,
      authorEmail: actor.email,
      body,
      reviewRequestId,
    },
    { client }
  )
}

export function commentOn(actor: Actor, entity: AuditedEntity, id: string, body: string) {
  return addComment(actor, entity, id, body)
}

async function pendingRequest(requestId: number, trx: TransactionClientContract) {
  const request = await ReviewRequest.query({ client: trx })
    .where('id', requestId)
    .forUpdate()
    .first()
  if (!request || request.state !== 'pending') {
    throw new ReviewRefused('This review was decided already.')
  }
  return request
}

/** Approves: the draft is published (an audited change) and the request closed. */
export function approveReview(actor: Actor, requestId: number, note?: string) {
  return db.transaction(async (trx) => {
    const request = await pendingRequest(requestId, trx)
    const entity = request.entityType as AuditedEntity
    const resource = ADMIN_RESOURCES[entity]
    const row = await loadRecord(resource, request.entityId, trx)
    if (!row) throw new ReviewRefused('The record was deleted meanwhile.')
    const before = snapshotRecord(resource, row)
    row.merge({ publication: 'published', publishAt: null })
    await row.save()
    const after = snapshotRecord(resource, row)
    await recordChange(trx, actor, entity, {
      action: 'update',
      entityId: request.entityId,
      before,
      after,
    })
    request.merge({ state: 'approved', decidedBy: actor.id, decidedAt: DateTime.now() })
    await request.useTransaction(trx).save()
    if (note) await addComment(actor, entity, request.entityId, note, request.id, trx)
    return { request, title: resource.titleOf(row) }
  })
}

/** Sends the draft back to its author with a comment saying why (required). */
export function sendBackReview(actor: Actor, requestId: number, comment: string) {
  return db.transaction(async (trx) => {
    const request = await pendingRequest(requestId, trx)
    const entity = request.entityType as AuditedEntity
    request.merge({ state: 'sent_back', decidedBy: actor.id, decidedAt: DateTime.now() })
    await request.useTransaction(trx).save()
    await addComment(actor, entity, request.entityId, comment, request.id, trx)
    const row = await loadRecord(ADMIN_RESOURCES[entity], request.entityId, trx)
    return { request, title: row ? ADMIN_RESOURCES[entity].titleOf(row) : request.entityId }
  })
}

/** What the record's page shows: its comments (oldest first) and its latest review request. */
export async function reviewPanel(entity: AuditedEntity, id: string | number) {
  const [comments, latest] = await Promise.all([
    RecordComment.query()
      .where({ entity_type: entity, entity_id: String(id) })
      .orderBy('id'),
    ReviewRequest.query()
      .where({ entity_type: entity, entity_id: String(id) })
      .preload('requester')
      .orderBy('id', 'desc')
      .first(),
  ])
  return { comments, latest }
}

export interface WaitingItem {
  request: ReviewRequest
  entity: AuditedEntity
  title: string
  /** the comment that sent it back */
  comment: RecordComment | null
}

async function described(requests: ReviewRequest[]): Promise<WaitingItem[]> {
  const items: WaitingItem[] = []
  for (const request of requests) {
    const entity = request.entityType as AuditedEntity
    const resource = ADMIN_RESOURCES[entity]
    const row = await loadRecord(resource, request.entityId)
    if (!row) continue
    const comment = await RecordComment.query()
      .where('review_request_id', request.id)
      .orderBy('id', 'desc')
      .first()
    items.push({ request, entity, title: resource.titleOf(row), comment })
  }
  return items
}

/**
 * What waits for `user`: for reviewers, every draft waiting for review (but
 * their own); for anyone, their drafts sent back and not submitted again.
 */
export async function waitingFor(user: AdminUser, reviewer: boolean) {
  const toReview = reviewer
    ? await ReviewRequest.query()
        .where('state', 'pending')
        .preload('requester')
        .orderBy('id')
        .limit(50)
    : []
  const sentBack = await ReviewRequest.query()
    .where({ state: 'sent_back', requested_by: user.id })
    .whereNotExists((later) =>
      later
        .from('review_requests as later')
        .whereColumn('later.entity_type', 'review_requests.entity_type')
        .whereColumn('later.entity_id', 'review_requests.entity_id')
        .whereColumn('later.id', '>', 'review_requests.id')
    )
    .orderBy('id', 'desc')
    .limit(50)
  const mine = await ReviewRequest.query()
    .where({ state: 'pending', requested_by: user.id })
    .orderBy('id')
    .limit(50)
  return {
    toReview: await described(toReview),
    sentBack: await described(sentBack),
    submitted: await described(mine),
  }
}
