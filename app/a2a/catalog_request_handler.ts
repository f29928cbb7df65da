import type { Message, SendMessageRequest, Task } from '@a2a-js/sdk'
import { DefaultRequestHandler, InMemoryTaskStore } from '@a2a-js/sdk/server'
import type { ServerCallContext } from '@a2a-js/sdk/server'
import { buildAgentCard } from '#a2a/agent_card'
import { CatalogAgentExecutor } from '#a2a/catalog_agent_executor'
import { assertAnswerableMessage } from '#a2a/answerable_message'

/**
 * The SDK's request handler, with the message checked before the agent runs.
 * Everything else is the SDK's: tasks methods answer as for an agent that
 * never creates a task (GetTask/CancelTask: task not found; ListTasks: none),
 * streaming and push notifications are refused because the card says so.
 */
class CatalogRequestHandler extends DefaultRequestHandler {
  async sendMessage(
    params: SendMessageRequest,
    context: ServerCallContext
  ): Promise<Message | Task> {
    assertAnswerableMessage(params)
    return super.sendMessage(params, context)
  }
}

const agentCard = buildAgentCard()

export const requestHandler = new CatalogRequestHandler(
  agentCard,
  new InMemoryTaskStore(),
  new CatalogAgentExecutor()
)
