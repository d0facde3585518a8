# syntax=docker/dockerfile:1
# GDPR Training Academy: one Node process, SQLite on a volume (or PostgreSQL with DATABASE_URL:
# several instances, compose.yaml).

# Node 24 LTS, pinned to the release CI tests on (scripts/node-runtime.mjs); both stages alike.
ARG NODE_IMAGE=node:24.22.3-bookworm-slim

# ---- build: install everything (better-sqlite3 13 ships its binaries for glibc and musl,
# x64 and arm64: nothing compiles, no install script runs), build the app and the production
# scripts (build/scripts: start, jobs, migrate, backup, audit-verify, seed-demo),
# then drop the dev dependencies ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

# ---- runtime: production dependencies and the build (plain JavaScript: no TypeScript loader) ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATABASE_PATH=/data/app.db \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/scripts/launch.mjs /app/scripts/supported-node.mjs ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Healthy = ready: the database answers and every migration is applied (/readyz; /healthz is liveness).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# npm start's command without npm in between (docker stop's SIGTERM reaches node): migrate, create
# the first super administrator if needed (set SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD, or read
# the one-time password, field oneTimePassword, in the log), serve with the job scheduler; on
# SIGTERM stop gracefully within SHUTDOWN_GRACE_SECONDS (25; run with --stop-timeout 30: Docker's
# own default is 10 s). SESSION_SECRET is required.
# `npm run jobs`, `npm run db:migrate`, `npm run backup -- FILE`, `npm run audit:verify` and
# `npm run seed:demo -- --allow-production` (demo containers only) work in the image too.
CMD ["node", "--max-semi-space-size=8", "scripts/launch.mjs", "start"]
