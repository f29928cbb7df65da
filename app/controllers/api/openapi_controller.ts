import { buildOpenApiDocument } from '#services/openapi/openapi_document'

/** GET /openapi.json */
export default class OpenApiController {
  async show() {
    return buildOpenApiDocument()
  }
}
