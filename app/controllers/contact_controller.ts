import type { HttpContext } from '@adonisjs/core/http'
import { contactErrorBody } from '#lib/contact_errors'
import { isValidIdempotencyKey } from '#validators/contact'
import { sendContactMessage } from '#services/contact/contact_service'

/** POST /api/contact (sendMessage); the work is done by the contact service. */
export default class ContactController {
  async send({ request, response }: HttpContext) {
    const idempotencyKey = request.header('idempotency-key')
    const result = await sendContactMessage(request.body(), { idempotencyKey, source: 'api' })
    response.header('Cache-Control', 'no-store')
    if (idempotencyKey !== undefined && isValidIdempotencyKey(idempotencyKey)) {
      response.header('Idempotency-Key', idempotencyKey)
    }
    if (!result.ok) {
      const body = contactErrorBody(result.code, result.message, result.errors)
      return response.status(result.status).json(body)
    }
    if (idempotencyKey !== undefined) {
      response.header('Idempotent-Replayed', String(result.replayed))
    }
    return response.status(200).json(result.body)
  }

  /** Other methods: 405 in the contact error body. */
  async methodNotAllowed({ response }: HttpContext) {
    response.header('Allow', 'POST')
    return response.status(405).json(contactErrorBody('method_not_allowed'))
  }

  /** A preflight gets no Access-Control-Allow-* header: browsers on other sites stay out. */
  async options({ response }: HttpContext) {
    response.header('Allow', 'OPTIONS, POST')
    return response.noContent()
  }
}
