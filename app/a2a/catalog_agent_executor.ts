import { randomUUID } from 'node:crypto'
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Message } from '@a2a-js/sdk'
import type { AgentExecutor, ExecutionEventBus, RequestContext } from '@a2a-js/sdk/server'
import { answerQuestion } from '#a2a/answer_question'

/** The text of a message: its text parts, joined. */
export function questionText(message: Message): string {
  return message.parts
    .flatMap((part) => (part.kind === 'text' ? [part.text] : []))
    .join('\n')
    .trim()
}

/**
 * The failure of the agent while answering one JSON-RPC request. The SDK
 * would turn a thrown error into a "failed" task carrying the error's text
 * (SQL included); instead the executor records it here and the door answers
 * a JSON-RPC error in its own shape (503 when the database is unreachable).
 */
export const agentFailure = new AsyncLocalStorage<{ error?: unknown }>()

/**
 * Answers every message at once with one message (no tasks): a text part
 * for people and a data part (A2AAnswerDataSchema) for programs.
 */
export class CatalogAgentExecutor implements AgentExecutor {
  async execute(context: RequestContext, eventBus: ExecutionEventBus): Promise<void> {
    let answer: Awaited<ReturnType<typeof answerQuestion>>
    try {
      answer = await answerQuestion(questionText(context.userMessage))
    } catch (error) {
      const slot = agentFailure.getStore()
      if (!slot) throw error
      slot.error = error
      eventBus.finished()
      return
    }
    eventBus.publish({
      kind: 'message',
      role: 'agent',
      messageId: randomUUID(),
      contextId: context.contextId,
      parts: [
        { kind: 'text', text: answer.text },
        { kind: 'data', data: answer.data },
      ],
    })
    eventBus.finished()
  }

  /** Answers are immediate: there is never a running task to cancel. */
  async cancelTask(): Promise<void> {}
}
