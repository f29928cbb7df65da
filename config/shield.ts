import { defineConfig } from '@adonisjs/shield'

const shieldConfig = defineConfig({
  /*
   * Content-Security-Policy, X-Frame-Options, HSTS and nosniff are set for
   * every answer by one middleware (app/http/policies/security_headers.ts); shield
   * keeps CSRF for the admin panel only.
   */
  csp: { enabled: false },
  csrf: {
    enabled: true,
    /* Machine surfaces are not cookie-authenticated: no CSRF token there */
    exceptRoutes: (ctx) => /^\/(api|mcp|a2a)(\/|$)/.test(ctx.request.url()),
    enableXsrfCookie: false,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: false },
  hsts: { enabled: false },
  contentTypeSniffing: { enabled: false },
})

export default shieldConfig
