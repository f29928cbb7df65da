import { defineConfig } from '@adonisjs/core/bodyparser'

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    /* JSON APIs keep "" as "", so validation can say "must not be empty" */
    convertEmptyStringsToNull: false,
    limit: '64kb',
    /*
     * The parser's default expected length (0) refuses chunked bodies that
     * carry no Content-Length; undefined lets raw-body read them (the limit
     * still applies). Not in the config's type, hence the cast.
     */
    ...({ length: undefined } as {}),
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json'],
  },
  multipart: {
    autoProcess: true,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '5mb',
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
