import { randomUUID } from 'node:crypto'
import { AsyncLocalStorage } from 'node:async_hooks'
import { Role } from '@a2a-js/sdk'
import type { Message, Part } from '@a2a-js/sdk'
import { AgentEvent } from '@a2a-js/sdk/server'
import type { AgentExecutor, ExecutionEventBus, RequestContext } from '@a2a-js/sdk/server'
import { answerQuestion } from '#a2a/answer_question'
import { requestedLanguage } from '#a2a/answer_language'
import type { AnswerMade } from '#a2a/kept_answers'
import { readCache } from '#services/read_cache/catalog_cache'

/** The text of a message: its text parts, joined. */
function questionText(message: Message): string {
  return message.parts
    .flatMap(({ content }) => (content?.$case === 'text' ? [content.value] : []))
    .join('\n')
    .trim()
}

function answerPart(content: Part['content'], mediaType: string): Part {
  return { content, mediaType, filename: '', metadata: undefined }
}

/**
 * What the agent did while answering one HTTP request. A failure: the SDK
 * would turn a thrown error into a "failed" task carrying the error's text
 * (SQL included); instead the executor records it here and the door answers
 * in its own shape (503 when the database is unreachable): see a2a_http.ts.
 * An answer: its ids and the cached reads it was made from, so the door can
 * keep it for the next time the same question comes (kept_answers.ts).
 */
export const agentRun = new AsyncLocalStorage<AgentRun>()

/** One HTTP request's run: its Accept-Language header in, its failure or answer out. */
export interface AgentRun {
  acceptLanguage?: string
  error?: unknown
  made?: AnswerMade
}

/**
 * Answers every message at once with one message (no tasks): a text part
 * for people and a data part (A2AAnswerDataSchema) for programs. The SDK
 * turns it into the 1.0 or the 0.3 wire shape, whichever the caller speaks.
 */
export class CatalogAgentExecutor implements AgentExecutor {
  async execute(context: RequestContext, eventBus: ExecutionEventBus): Promise<void> {
    const slot = agentRun.getStore()
    let answer: Awaited<ReturnType<typeof answerQuestion>>
    const messageId = randomUUID()
    try {
      const message = context.userMessage
      const language = requestedLanguage(message.metadata, slot?.acceptLanguage)
      const { result, trace } = await readCache.traced(() =>
        answerQuestion(questionText(message), undefined, language)
      )
      answer = result
      if (slot) {
        slot.made = {
          messageId,
          contextId: context.contextId,
          trace,
          clockBound: answer.readsClock,
        }
      }
    } catch (error) {
      if (!slot) throw error
      slot.error = error
      eventBus.finished()
      return
    }
    eventBus.publish(
      AgentEvent.message({
        role: Role.ROLE_AGENT,
        messageId,
        contextId: context.contextId,
        taskId: '',
        parts: [
          answerPart({ $case: 'text', value: answer.text }, 'text/plain'),
          answerPart({ $case: 'data', value: answer.data }, 'application/json'),
        ],
        metadata: undefined,
        extensions: [],
        referenceTaskIds: [],
      })
    )
    eventBus.finished()
  }

  /** Answers are immediate: there is never a running task to cancel. */
  async cancelTask(): Promise<void> {}
}
