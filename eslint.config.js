import { configApp } from '@adonisjs/eslint-config'
import importX from 'eslint-plugin-import-x'

/*
| Layers (the README's "Layers" section says why): each folder of app/ may
| import only the folders listed for it. start/, commands/, bin/, database/
| and tests/ sit on top and may import anything. No import cycles anywhere.
*/
/* What the MCP and A2A doors may import (neither imports the other) */
const PROTOCOL_DOOR = [
  'app/http',
  'app/services',
  'app/validators',
  'app/presenters',
  'app/schemas',
  'app/exceptions',
  'app/lib',
  'config',
]

/* What validators may import (app/validators and the validators of app/admin/resources/) */
const VALIDATOR_IMPORTS = ['app/schemas', 'app/exceptions', 'app/lib', 'config']

/* What the core's services may import (the admin panel's logic: these and the services) */
const SERVICE_IMPORTS = [
  'app/queries',
  'app/serializers',
  'app/models',
  'app/validators',
  'app/mails',
  'app/presenters',
  'app/schemas',
  'app/exceptions',
  'app/lib',
  'config',
]

/*
| The admin panel is one wing, app/admin/, layered inside from the routes
| down: controllers (and the route middleware) -> http (the panel's HTTP
| glue) -> actions (the use cases, HTTP-free) -> workflow, engine, resources,
| media (one floor: they may import each other) -> staff (accounts, roles,
| the audit trail and the publication gate) -> validators. Each may import
| the floors below it and the core (SERVICE_IMPORTS, app/services), never a
| floor above it (tests/tooling/layers.spec.ts plants such an import).
*/
const WING_CORE = ['app/services', ...SERVICE_IMPORTS]
const BELOW_STAFF = ['app/admin/validators', ...WING_CORE]
const BELOW_DOMAIN = ['app/admin/staff', ...BELOW_STAFF]
const DOMAIN = ['app/admin/workflow', 'app/admin/engine', 'app/admin/resources', 'app/admin/media']
const BELOW_ACTIONS = [...DOMAIN, ...BELOW_DOMAIN]
const BELOW_HTTP = ['app/admin/actions', ...BELOW_ACTIONS]
const BELOW_CONTROLLERS = ['app/admin/http', 'app/http', ...BELOW_HTTP]

const WING = {
  /* the wing's top floor: its routes (app/admin/routes.ts), with the kernel's named middleware */
  'app/admin/*.ts': [
    'app/admin/controllers',
    'app/admin/middleware',
    ...BELOW_CONTROLLERS,
    'start/kernel.ts',
  ],
  'app/admin/controllers': BELOW_CONTROLLERS,
  'app/admin/middleware': BELOW_CONTROLLERS,
  'app/admin/http': ['app/http', ...BELOW_HTTP],
  'app/admin/actions': BELOW_ACTIONS,
  ...Object.fromEntries(DOMAIN.map((floor) => [floor, BELOW_ACTIONS])),
  'app/admin/staff': BELOW_STAFF,
  'app/admin/validators': ['app/validators', ...VALIDATOR_IMPORTS],
  /* a resource's validators stand beside it but are validators: they import what app/validators may */
  'app/admin/resources/*/*validator.ts': [
    'app/validators',
    'app/admin/validators',
    ...VALIDATOR_IMPORTS,
  ],
}
const WING_FOLDERS = Object.keys(WING).filter((layer) => !layer.includes('*'))

/*
| The rooms of app/http/, and which other rooms each may import (what else
| they may import is app/http's own line of LAYERS). policies/ (headers,
| conditional requests, the session store) imports no room; errors/ (the
| error bodies of every door and the public error texts) is imported by every
| room but policies/; front/ (the path before AdonisJS) and site/ (the site
| pages' glue) never import each other. The exception handler renders every
| door's errors, the site's error pages too: it is the top of app/http/.
| tests/tooling/layers.spec.ts plants forbidden imports.
*/
const HANDLER = 'app/http/errors/exception_handler.ts'
export const ROOMS = {
  'app/http/policies': [],
  'app/http/errors/!(exception_handler).ts': ['app/http/policies'],
  'app/http/bodies': ['app/http/errors', 'app/http/policies'],
  'app/http/front': ['app/http/bodies', 'app/http/errors', 'app/http/policies'],
  'app/http/site': ['app/http/bodies', 'app/http/errors', 'app/http/policies'],
  [HANDLER]: ['app/http/site', 'app/http/errors', 'app/http/policies'],
}
const ROOM_FOLDERS = [
  'app/http/front',
  'app/http/errors',
  'app/http/bodies',
  'app/http/policies',
  'app/http/site',
]

export const LAYERS = {
  'app/schemas': [],
  'app/exceptions': ['app/schemas'],
  'app/lib': ['app/schemas', 'config'],
  'app/presenters': ['app/schemas', 'app/lib', 'config'],
  'app/models': ['app/schemas', 'app/lib', 'config'],
  'app/validators': VALIDATOR_IMPORTS,
  'app/queries': [
    'app/models',
    'app/validators',
    'app/schemas',
    'app/exceptions',
    'app/lib',
    'config',
  ],
  /* row types come from app/models/read_rows.ts, not from the queries */
  'app/serializers': ['app/models', 'app/schemas', 'app/lib', 'config'],
  'app/mails': ['app/presenters', 'app/schemas', 'app/lib', 'config'],
  /* the HTTP layer, in rooms: front/, errors/, bodies/, policies/, site/ */
  'app/http': [
    'app/services',
    'app/models',
    'app/presenters',
    'app/schemas',
    'app/exceptions',
    'app/lib',
    'config',
  ],
  /* the server assembly (the front path before AdonisJS): above the doors it assembles */
  'app/server': ['app/http', 'app/mcp', 'app/a2a', 'app/services', 'app/lib', 'config'],
  'app/services': SERVICE_IMPORTS,
  /* the admin panel: one wing, layered inside (WING above) */
  ...WING,
  /* reading a student's words (dates so far): below the doors that ask it */
  'app/understanding': ['app/schemas', 'app/lib', 'config', 'app/a2a/text_folding.ts'],
  'app/mcp': PROTOCOL_DOOR,
  'app/a2a': ['app/understanding', ...PROTOCOL_DOOR],
  /* the HTTP doors: what the protocol doors may, and the protocol doors, the panel, the abilities */
  'app/controllers': ['app/mcp', 'app/a2a', ...PROTOCOL_DOOR],
  'app/middleware': [
    'app/http',
    'app/services',
    'app/validators',
    'app/schemas',
    'app/exceptions',
    'app/lib',
    'config',
  ],
  /* the session stores of config/session.ts are HTTP pieces (app/http/policies/staff_session_store.ts) */
  'config': ['app/models', 'app/lib', 'app/http/policies/staff_session_store.ts'],
}

const HTTP_MODULES = ['node:http', 'http', '@adonisjs/core/http', '@adonisjs/core/types/http']
const HTTP_MESSAGE =
  'requests and responses are known in app/http/ and the doors only (README, Layers)'

const FOLDERS = [
  ...Object.keys(LAYERS).filter((layer) => !/^app\/(http|admin)\//.test(layer)),
  'app/admin',
  'start',
  'commands',
  'bin',
  'database',
  'tests',
]

/** Files of a forbidden folder that a layer is given by name. */
function exceptions(layer, folder, allowed) {
  /* the environment is read in config/ only (start/env.ts is the validated environment) */
  if (folder === 'start' && layer === 'config') return ['./env.ts']
  return allowed
    .filter((path) => path.startsWith(`${folder}/`))
    .map((path) => `./${path.slice(folder.length + 1)}`)
}

/* Layers inside a folder that may not import the rest of it */
const SET_APART = ['app/admin/resources/*/*validator.ts']

const ownFolder = (layer, folder) => layer.startsWith(folder) && !SET_APART.includes(layer)

/** The folders a layer is weighed against: inside the wing, also the wing's floors. */
const foldersOf = (layer) =>
  layer.startsWith('app/admin/') && !SET_APART.includes(layer)
    ? [...FOLDERS, ...WING_FOLDERS]
    : FOLDERS

/** The rooms of app/http/ a room may not import: every other one it is not given, and the handler above them. */
function roomZones() {
  const belowHandler = Object.keys(ROOMS)
    .filter((room) => room !== HANDLER)
    .map((room) => ({
      target: `./${room}`,
      from: `./${HANDLER}`,
      message: `the exception handler is the top of app/http: the rooms of app/http do not import it (README, Layers)`,
    }))
  return belowHandler.concat(
    Object.entries(ROOMS).flatMap(([room, allowed]) =>
      ROOM_FOLDERS.filter((folder) => !room.startsWith(folder) && !allowed.includes(folder)).map(
        (folder) => ({
          target: `./${room}`,
          from: `./${folder}`,
          message: `${room.replace('/!(exception_handler).ts', ' (but its exception handler)')} may import only these rooms of app/http: ${allowed.join(', ') || 'none'} (README, Layers)`,
        })
      )
    )
  )
}

/** The folders a layer may not import: every other one it is not given. */
function zones() {
  return Object.entries(LAYERS).flatMap(([layer, allowed]) =>
    foldersOf(layer)
      .filter((folder) => !ownFolder(layer, folder) && !allowed.includes(folder))
      .map((folder) => ({
        target: `./${layer}`,
        from: `./${folder}`,
        except: exceptions(layer, folder, allowed),
        message: `${layer} may import only: ${allowed.join(', ') || 'no other folder'} (README, Layers)`,
      }))
  )
}

export default configApp(
  { ignores: ['build/**', 'tmp/**', 'node_modules/**', '.adonisjs/**'] },
  {
    name: 'Layers and cycles',
    files: ['**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      /* v3 of the TypeScript resolver: v4 needs native bindings this registry lacks for some platforms */
      'import-x/resolver': { typescript: { project: './tsconfig.json' } },
      /* without these, no-cycle skips every .ts dependency and can never fire */
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones(), ...roomZones()] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    /* HTTP is known in app/http/ and the doors above it: the core below never sees a request */
    name: 'No HTTP in the core',
    files: [
      'app/{lib,services,queries,serializers,models,presenters,validators,schemas,mails}/**/*.ts',
      'app/admin/{actions,engine,resources,workflow,media,staff,validators}/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: HTTP_MODULES.map((name) => ({ name, message: HTTP_MESSAGE })),
        },
      ],
    },
  },
  {
    /* a controller hands a request to what lies below: no helpers of the controllers' folder (HTTP glue is in app/http/) */
    name: 'Controllers import no controllers',
    files: ['app/controllers/**/*.ts', 'app/admin/controllers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#(controllers/|admin/controllers/(?!resources_controller$))',
              message:
                'controllers import no other controller file (the admin resources controller is a base class); shared HTTP glue lives in app/http/ (README, Layers)',
            },
          ],
        },
      ],
    },
  },
  {
    /* Lucid relations name each other (City hasMany Event, Event belongsTo City): allowed, only here */
    name: 'Lucid relation cycles',
    files: ['app/models/*.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  }
)
