import { getApiIndex } from '#services/api_index_service'

/** GET /api/v1 (getApiIndex) */
export default class ApiIndexController {
  async show() {
    return getApiIndex()
  }
}
