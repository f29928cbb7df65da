import { defineConfig } from '@adonisjs/core/bodyparser'
import { INPUT_LIMITS } from '#lib/input_policy'

/*
| AdonisJS's body parser is not a global middleware here: bodies are read
| only on the routes that take one, after the checks that come first
| (rate limits; for the admin panel the session). This config serves the
| admin panel's form bodies (middleware.formBody()); JSON bodies are read by
| #http/bodies/request_body (middleware.jsonBody() and serveMcp), and multipart is
| refused with 415 on every route (no route takes files yet).
*/
const bodyParserConfig = defineConfig({
  allowedMethods: ['POST'],
  form: {
    convertEmptyStringsToNull: true,
    limit: INPUT_LIMITS.formBytes,
    queryString: { arrayLimit: INPUT_LIMITS.formListItems },
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: false,
    limit: INPUT_LIMITS.jsonBytes,
    types: [],
  },
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: 0,
    types: [],
  },
})

export default bodyParserConfig
