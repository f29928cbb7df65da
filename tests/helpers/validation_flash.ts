/*
| @adonisjs/session 8 flashes field errors under `inputErrorsBag` only (the
| duplicate `errors` key is gone), but its Japa plugin's assertValidationError
| still reads `errors`: redefined here on the key the framework writes.
*/
import { ApiResponse } from '@japa/api-client'
import type { PluginFn } from '@japa/runner/types'

export function validationFlashAssertions(): PluginFn {
  return () => {
    ApiResponse.macro(
      'assertValidationError',
      function (this: ApiResponse, field: string, message: string) {
        this.assert!.include(this.flashMessage('inputErrorsBag')?.[field] || [], message)
      }
    )
    ApiResponse.macro(
      'assertValidationErrors',
      function (this: ApiResponse, field: string, messages: string[]) {
        this.assert!.deepEqual(this.flashMessage('inputErrorsBag')?.[field] || [], messages)
      }
    )
  }
}
