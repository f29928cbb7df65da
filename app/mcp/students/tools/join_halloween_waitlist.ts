import { defineTool } from '#mcp/server/definitions'
import { vineArguments } from '#mcp/server/tool_arguments'
import { WaitlistSignupResultSchema, type WaitlistSignupResultShape } from '#schemas/waitlist'
import { joinHalloweenWaitlist, type WaitlistResult } from '#services/catalog/waitlist_service'
import { waitlistSignupSchema, waitlistSignupValidator } from '#validators/waitlist'
import { structuredResult, toolErrorResult } from '#mcp/server/tool_results'

type Refusal = Extract<WaitlistResult, { status: 'closed' | 'unknown_city' }>
type Success = Exclude<WaitlistResult, Refusal>

function refusalText(result: Refusal): string {
  if (result.status === 'unknown_city') {
    return `No city "${result.city}". Find the city slug with search_cities, then try again.`
  }
  if (!result.event) {
    return `There is no upcoming Halloween event in ${result.city}, so there is no waiting list to join. list_events with type "halloween" shows the other cities.`
  }
  return `The waiting list for ${result.event.name} (${result.city}) is not open. Nothing was stored. Ticket details: get_event with id "${result.event.id}", or ${result.event.url}.`
}

function successShape(result: Success): WaitlistSignupResultShape {
  const on = `${result.event.name} (${result.event.city}, ${result.event.start})`
  const consentAt = result.status === 'dry_run' ? null : result.consentAt.toUTC().toISO()
  const message = {
    joined: `Added to the waiting list for ${on}.`,
    already_on_list: `This e-mail is already on the waiting list for ${on}; nothing was added.`,
    dry_run: `Dry run: the waiting list for ${on} is open and the details are valid. Nothing was stored.`,
  }[result.status]
  return { status: result.status, event: result.event, consent_at: consentAt, message }
}

export const joinHalloweenWaitlistTool = defineTool({
  name: 'join_halloween_waitlist',
  title: 'Join a Halloween waiting list',
  description:
    "Adds a student to a city's Halloween waiting list, where one is open (the next Halloween event in that city has waitlist_open). Use only with the student's consent (consent: true) and the student's own name and e-mail. Signing up twice is not an error and adds nothing (status already_on_list). dry_run: true checks everything and stores nothing. Cannot be called inside a JSON-RPC batch or from a browser page on another site; a few calls per minute per client.",
  kind: 'write',
  arguments: vineArguments(waitlistSignupSchema, waitlistSignupValidator),
  output: WaitlistSignupResultSchema,
  annotations: {
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  async run(args) {
    const result = await joinHalloweenWaitlist(args, { source: 'mcp' })
    if (result.status === 'closed' || result.status === 'unknown_city') {
      return toolErrorResult(refusalText(result))
    }
    const shape = successShape(result)
    return structuredResult(shape, shape.message)
  },
})
