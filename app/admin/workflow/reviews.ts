/*
| Review before publish (issue #27): a draft is submitted for review, an
| admin approves it (published, audited) or sends it back with a comment.
| With STAFF_REVIEW=editors the roles of REVIEWED_ROLES cannot publish
| themselves (the publication gate, #admin/staff/publication_gate, which
| every audited write passes); otherwise review is there for whoever asks.
| A city's guide is reviewed as its draft: approving publishes the draft.
| Comments can be left on any record.
*/
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type AdminUser from '#models/admin_user'
import RecordComment from '#models/record_comment'
import ReviewRequest from '#models/review_request'
import type { AdminResource } from '#admin/engine/admin_resource'
import {
  AUDITED_ENTITIES,
  recordChange,
  type Actor,
  type AuditedEntity,
} from '#admin/staff/audit_trail'
import { ADMIN_RESOURCES } from '#admin/resources/registry'
import { loadRecord, snapshotRecord } from '#admin/engine/resource_records'
import { findGuideDraft, publishDraftIn } from '#admin/workflow/guide_drafts'
import { staffZone } from '#admin/engine/publication_form'

/** A review step staff asked for that the record's state does not allow. */
export class ReviewRefused extends Error {}

export { mayPublish } from '#admin/staff/publication_gate'

/** Records with a publication (events, partners, docs) go through review; any record takes comments. */
export const isReviewable = (resource: AdminResource) =>
  resource.model.$hasColumn('publication') || resource.entity === 'city'

type Publishable = { publication: string }

/** A city's guide is reviewed as its draft; other records when they are drafts. */
async function hasDraft(entity: AuditedEntity, id: string, row: object) {
  if (entity === 'city') return (await findGuideDraft(Number(id))) !== null
  return (row as Publishable).publication === 'draft'
}

async function draftOf(entity: AuditedEntity, id: string) {
  const resource = ADMIN_RESOURCES[entity]
  const row = await loadRecord(resource, id)
  if (!row || !isReviewable(resource)) throw new ReviewRefused('This record cannot be reviewed.')
  return { resource, row }
}

const WISH_IN_THE_PAST =
  'Choose a publication time in the future (or none: it is published when approved).'

/**
 * Sends a draft for review, with a note and the time its author wishes it
 * public (a guide is published when approved: it takes no time).
 */
export async function submitForReview(
  actor: Actor,
  entity: AuditedEntity,
  id: string,
  note?: string,
  wishedPublishAt: DateTime | null = null
) {
  if (wishedPublishAt && wishedPublishAt <= DateTime.now())
    throw new ReviewRefused(WISH_IN_THE_PAST)
  if (wishedPublishAt && entity === 'city')
    throw new ReviewRefused('A city guide is published when it is approved: leave the time empty.')
  const { resource, row } = await draftOf(entity, id)
  if (!(await hasDraft(entity, id, row))) {
    throw new ReviewRefused(
      entity === 'city'
        ? `${resource.titleOf(row)} has no guide draft: save your changes as a draft first.`
        : `${resource.titleOf(row)} is not a draft: only drafts are reviewed.`
    )
  }
  return db.transaction(async (trx) => {
    const waiting = await ReviewRequest.query({ client: trx })
      .where({ entity_type: entity, entity_id: id, state: 'pending' })
      .first()
    if (waiting) throw new ReviewRefused(`${resource.titleOf(row)} is already waiting for review.`)
    const request = await ReviewRequest.create(
      {
        entityType: entity,
        entityId: id,
        requestedBy: actor.id,
        state: 'pending',
        wishedPublishAt,
      },
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

/** Publishes the record under review as `actor` in `trx`; its title, and what to do after the commit. */
async function publishReviewed(
  trx: TransactionClientContract,
  actor: Actor,
  request: ReviewRequest
) {
  const entity = request.entityType as AuditedEntity
  if (entity === 'city') {
    const published = await publishDraftIn(trx, actor, Number(request.entityId), staffZone())
    if (!published) throw new ReviewRefused('The guide draft was published or discarded meanwhile.')
    return { ...published, scheduledAt: null }
  }
  const resource = ADMIN_RESOURCES[entity]
  const row = await loadRecord(resource, request.entityId, trx)
  if (!row) throw new ReviewRefused('The record was deleted meanwhile.')
  const before = snapshotRecord(resource, row)
  const at = publicationTimeOf(request)
  const until = (row as unknown as { unpublishAt?: DateTime | null }).unpublishAt ?? null
  if (at && until && until <= at)
    throw new ReviewRefused(
      `${resource.titleOf(row)} goes offline before the wished publication time: change its unpublish time first.`
    )
  row.merge(
    at ? { publication: 'scheduled', publishAt: at } : { publication: 'published', publishAt: null }
  )
  await row.save()
  const after = snapshotRecord(resource, row)
  await recordChange(trx, actor, entity, {
    action: 'update',
    entityId: request.entityId,
    before,
    after,
  })
  return { title: resource.titleOf(row), scheduledAt: at, cleanUp: async () => {} }
}

/** When approving makes the record public: the wished time while it is ahead, else now (null). */
function publicationTimeOf(request: ReviewRequest): DateTime | null {
  const wished = request.wishedPublishAt
  return wished && wished > DateTime.now() ? wished : null
}

/**
 * Approves: the draft is published, at the wished time when one is ahead
 * (scheduled), else now (an audited change), and the request closed.
 */
export async function approveReview(actor: Actor, requestId: number, note?: string) {
  const approved = await db.transaction(async (trx) => {
    const request = await pendingRequest(requestId, trx)
    const { title, scheduledAt, cleanUp } = await publishReviewed(trx, actor, request)
    request.merge({ state: 'approved', decidedBy: actor.id, decidedAt: DateTime.now() })
    await request.useTransaction(trx).save()
    const entity = request.entityType as AuditedEntity
    if (note) await addComment(actor, entity, request.entityId, note, request.id, trx)
    return { request, title, scheduledAt, cleanUp }
  })
  await approved.cleanUp()
  return { request: approved.request, title: approved.title, scheduledAt: approved.scheduledAt }
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
  /** the kind of record, in staff's words (AUDITED_ENTITIES) */
  kind: string
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
    items.push({
      request,
      entity,
      kind: AUDITED_ENTITIES[entity],
      title: resource.titleOf(row),
      comment,
    })
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
