import { Role } from '@a2a-js/sdk'
import type { SendMessageRequest } from '@a2a-js/sdk'
import { RequestMalformedError } from '@a2a-js/sdk/errors'

/*
| What the agent needs of SendMessage (1.0) or message/send (0.3, which the
| SDK has already translated to 1.0): a user message with at least one part
| of known content and a text part to read. Anything else is "invalid
| params" (-32602 over JSON-RPC, 400 over HTTP+JSON), raised through the
| SDK's own error so each binding maps it the way its version says.
*/

const MESSAGE_LIMITS = { parts: 20, textLength: 10_000, messageId: 200 } as const

function problemsOf(request: SendMessageRequest): string[] {
  const message = request.message
  if (!message) return ['message is required']
  const problems: string[] = []
  if (message.role !== Role.ROLE_USER) problems.push('message.role must be the user role')
  if (!message.messageId || message.messageId.length > MESSAGE_LIMITS.messageId) {
    problems.push(`message.messageId must be 1 to ${MESSAGE_LIMITS.messageId} characters`)
  }
  const parts = message.parts ?? []
  if (parts.length === 0 || parts.length > MESSAGE_LIMITS.parts) {
    problems.push(`message.parts must hold 1 to ${MESSAGE_LIMITS.parts} parts`)
  }
  parts.forEach((part, index) => {
    if (!part.content) problems.push(`message.parts.${index} has no content`)
    if (part.content?.$case === 'text' && part.content.value.length > MESSAGE_LIMITS.textLength) {
      problems.push(`message.parts.${index} is longer than ${MESSAGE_LIMITS.textLength} characters`)
    }
  })
  if (!parts.some((part) => part.content?.$case === 'text')) {
    problems.push('message needs a text part: the agent reads questions as text')
  }
  return problems
}

/** Throws the SDK's RequestMalformedError (invalid params) when the message cannot be answered. */
export function assertAnswerableMessage(request: SendMessageRequest): void {
  const problems = problemsOf(request)
  if (problems.length > 0) {
    throw new RequestMalformedError(`Invalid params: ${problems.join('; ')}.`)
  }
}
