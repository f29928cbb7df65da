import { z } from 'zod'
import { defineTool } from '#mcp/server/definitions'
import { invalidArguments } from '#mcp/server/protocol_errors'
import {
  argumentErrorsOf,
  unknownArgumentErrors,
  type JsonSchemaObject,
  type ToolArguments,
} from '#mcp/server/tool_arguments'
import { structuredResult, toolErrorResult } from '#mcp/server/tool_results'
import { ContactSuccessSchema } from '#schemas/contact'
import { inputJsonSchema } from '#schemas/json_schema'
import { sendContactMessage, type ContactFailure } from '#services/contact/contact_service'
import { contactMessageValidator } from '#validators/contact'
import { messageToTeamExtrasSchema, messageToTeamExtrasValidator } from '#validators/mcp_tools'

const TOOL = 'send_message_to_team'

/** The REST success body of sendMessage, plus whether it was a replay (the REST header). */
const MessageToTeamResultSchema = ContactSuccessSchema.extend({
  replayed: z
    .boolean()
    .describe(
      'true: this idempotency_key was already used for this message; it was not sent again'
    ),
}).describe('The message was sent to the team (or, on a dry run, would have been)')

interface MessageToTeamArgs {
  /** the contact fields, passed to the contact pipeline unchanged */
  contact: Record<string, unknown>
  idempotencyKey?: string
}

/** The contact fields (POST /api/contact body) plus consent and idempotency_key. */
function argumentsSchema(): JsonSchemaObject {
  const contact = contactMessageValidator.toJSONSchema() as JsonSchemaObject & {
    required?: string[]
  }
  const extras = inputJsonSchema(messageToTeamExtrasSchema) as JsonSchemaObject & {
    required?: string[]
  }
  return {
    type: 'object',
    properties: { ...contact.properties, ...extras.properties },
    required: [...(contact.required ?? []), ...(extras.required ?? [])],
    additionalProperties: false,
  }
}

async function errorsOf(validation: Promise<unknown>) {
  try {
    await validation
    return []
  } catch (error) {
    const errors = argumentErrorsOf(error)
    if (!errors) throw error
    return errors
  }
}

function messageToTeamArguments(): ToolArguments<MessageToTeamArgs> {
  const jsonSchema = argumentsSchema()
  return {
    jsonSchema,
    async parse(tool, args) {
      const { consent, idempotency_key: idempotencyKey, ...contact } = args
      const errors = [
        ...(await errorsOf(
          messageToTeamExtrasValidator.validate({ consent, idempotency_key: idempotencyKey })
        )),
        ...(await errorsOf(contactMessageValidator.validate(contact))),
        ...unknownArgumentErrors(jsonSchema, args),
      ]
      if (errors.length) throw invalidArguments(tool, errors)
      return { contact, idempotencyKey: idempotencyKey as string | undefined }
    },
  }
}

function failureResult(failure: ContactFailure) {
  if (failure.code === 'validation_failed') {
    const errors = (failure.errors ?? []).map(({ field, message }) => ({
      argument: field,
      message,
    }))
    throw invalidArguments(TOOL, errors)
  }
  if (failure.code === 'invalid_idempotency_key') {
    throw invalidArguments(TOOL, [
      { argument: 'idempotency_key', message: '1 to 200 printable ASCII characters' },
    ])
  }
  return toolErrorResult(`${failure.message} (code ${failure.code})`)
}

export const sendMessageToTeamTool = defineTool({
  name: TOOL,
  title: 'Send a message to the team',
  description:
    "E-mails the team on a person's behalf; the team replies to the person's e-mail address. Use only with the person's consent (consent: true) and their own name and e-mail. dry_run: true validates everything and sends nothing. An optional idempotency_key (e.g. a UUID) makes retries safe: the same key with the same message is not sent twice. Cannot be called inside a JSON-RPC batch or from a browser page on another site; a few calls per minute per client. Same pipeline as POST /api/contact.",
  kind: 'write',
  arguments: messageToTeamArguments(),
  output: MessageToTeamResultSchema,
  annotations: {
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: false,
    openWorldHint: true,
  },
  async run(args) {
    const result = await sendContactMessage(args.contact, {
      idempotencyKey: args.idempotencyKey,
      source: 'mcp',
    })
    if (!result.ok) return failureResult(result)
    const body = { ...result.body, replayed: result.replayed }
    return structuredResult(
      body,
      result.replayed ? `${body.message} (replayed: not sent again)` : body.message
    )
  },
})
