import { defineConfig } from '@adonisjs/shield'

const shieldConfig = defineConfig({
  /* Applies where the shield middleware runs: the admin panel (no inline code there) */
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`],
      styleSrc: [`'self'`],
      imgSrc: [`'self'`, 'data:'],
      formAction: [`'self'`],
      frameAncestors: [`'none'`],
      baseUri: [`'self'`],
      objectSrc: [`'none'`],
    },
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    /* Machine surfaces are not cookie-authenticated: no CSRF token there */
    exceptRoutes: (ctx) => /^\/(api|mcp|a2a)(\/|$)/.test(ctx.request.url()),
    enableXsrfCookie: false,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: {
    enabled: true,
    action: 'DENY',
  },
  hsts: {
    enabled: true,
    maxAge: '180 days',
  },
  contentTypeSniffing: {
    enabled: true,
  },
})

export default shieldConfig
