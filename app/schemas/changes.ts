import { z } from 'zod'
import { absoluteUrl } from '#schemas/common'

/*
| The change feed (GET /api/v1/changes): what was created, updated or
| deleted since a token, in commit order.
*/

export const CHANGE_TYPES = ['event', 'city', 'partner'] as const
export type ChangeType = (typeof CHANGE_TYPES)[number]
export const CHANGE_ACTIONS = ['created', 'updated', 'deleted'] as const
export type ChangeAction = (typeof CHANGE_ACTIONS)[number]

export const ChangeSchema = z
  .object({
    type: z.enum(CHANGE_TYPES).describe('Which kind of record changed'),
    id: z.string().describe('The record: event id, city slug or partner slug'),
    action: z
      .enum(CHANGE_ACTIONS)
      .describe(
        'created, updated (the record or its child rows: ticket rounds, guide sections, links), deleted; a changed id or slug is the old one deleted and the new one created. Only what the public sees: an event or partner becoming public (published, or its scheduled publish time reached) is created, one leaving the public (unpublish time, back to draft) deleted'
      ),
    changed_at: z.string().meta({
      format: 'date-time',
      description:
        'When it committed (UTC); a record appearing or going at its scheduled time: that time (never earlier than the change before it in the feed)',
    }),
    url: absoluteUrl()
      .nullable()
      .describe(
        'Where to read the record now (events and cities); null for partners and deletions'
      ),
  })
  .meta({ id: 'Change', description: 'One change of one record' })

export const ChangeFeedSchema = z
  .object({
    changes: z
      .array(ChangeSchema)
      .describe('In commit order; empty when nothing changed (or when `since` was not sent)'),
    next_since: z
      .string()
      .describe('The token to send as `since` next time (opaque; keep it between syncs)'),
    has_more: z.boolean().describe('More changes follow: ask again at once with `next_since`'),
  })
  .meta({ id: 'ChangeFeed' })

export type ChangeShape = z.infer<typeof ChangeSchema>
export type ChangeFeedShape = z.infer<typeof ChangeFeedSchema>
