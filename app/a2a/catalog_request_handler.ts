import type { Message, MessageSendParams, Task } from '@a2a-js/sdk'
import {
  DefaultRequestHandler,
  InMemoryTaskStore,
  JsonRpcTransportHandler,
  ServerCallContext,
  UnauthenticatedUser,
} from '@a2a-js/sdk/server'
import type { JSONRPCResponse } from '@a2a-js/sdk'
import { buildAgentCard } from '#a2a/agent_card'
import { CatalogAgentExecutor, agentFailure } from '#a2a/catalog_agent_executor'
import { assertMessageSendParams } from '#a2a/message_params'

/** The SDK's request handler, with message/send params checked before the agent runs. */
class CatalogRequestHandler extends DefaultRequestHandler {
  async sendMessage(
    params: MessageSendParams,
    context?: ServerCallContext
  ): Promise<Message | Task> {
    await assertMessageSendParams(params)
    return super.sendMessage(params, context)
  }
}

export const agentCard = buildAgentCard()

const transport = new JsonRpcTransportHandler(
  new CatalogRequestHandler(agentCard, new InMemoryTaskStore(), new CatalogAgentExecutor())
)

function isStream(value: unknown): value is AsyncGenerator<JSONRPCResponse> {
  return typeof (value as AsyncGenerator | undefined)?.[Symbol.asyncIterator] === 'function'
}

/**
 * One JSON-RPC request (already parsed) answered by the SDK: message/send,
 * tasks/get, tasks/cancel… and the JSON-RPC errors (-32600, -32601, -32602,
 * -32004 for streaming methods: the card says streaming is off).
 */
export async function handleJsonRpc(body: unknown): Promise<JSONRPCResponse> {
  const context = new ServerCallContext(undefined, new UnauthenticatedUser())
  const slot: { error?: unknown } = {}
  const outcome = await agentFailure.run(slot, () => transport.handle(body, context))
  /* the agent failed (e.g. the database is unreachable): the door maps the error */
  if (slot.error) throw slot.error
  if (!isStream(outcome)) return outcome
  /* Unreachable while capabilities.streaming is false: the SDK refuses streams first. */
  await outcome.return(undefined)
  throw new Error('Streaming responses are not served')
}
