import vine, { errors } from '@vinejs/vine'
import { A2AError } from '@a2a-js/sdk/server'
import type { MessageSendParams } from '@a2a-js/sdk'

/*
| The parameters of message/send the agent needs: a user message with at
| least one part, each of a known kind, and a text part to read. The SDK
| checks only that params is an object; anything else here is -32602.
*/

const part = vine
  .object({
    kind: vine.enum(['text', 'data', 'file']),
    text: vine.string().maxLength(10_000).optional().requiredWhen('kind', '=', 'text'),
  })
  .allowUnknownProperties()

const messageSendParams = vine
  .object({
    message: vine
      .object({
        kind: vine.enum(['message']).optional(),
        role: vine.enum(['user']),
        messageId: vine.string().minLength(1).maxLength(200),
        contextId: vine.string().maxLength(200).optional(),
        taskId: vine.string().maxLength(200).optional(),
        parts: vine.array(part).minLength(1).maxLength(20),
      })
      .allowUnknownProperties(),
    configuration: vine.object({}).allowUnknownProperties().optional(),
    metadata: vine.object({}).allowUnknownProperties().optional(),
  })
  .allowUnknownProperties()

const validator = vine.compile(messageSendParams)

/** Throws the JSON-RPC "invalid params" error (-32602) when the params are not usable. */
export async function assertMessageSendParams(params: MessageSendParams): Promise<void> {
  try {
    await validator.validate(params)
  } catch (error) {
    if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
    const details = (error.messages as { field: string; message: string }[]).map(
      ({ field, message }) => ({ field: `params.${field}`, message })
    )
    throw A2AError.invalidParams('Invalid params for message/send.', { errors: details })
  }
  if (!params.message.parts.some((item) => item.kind === 'text')) {
    throw A2AError.invalidParams('message/send needs a message with a text part (kind "text").')
  }
}
