# syntax=docker/dockerfile:1
# Keel in one image: the IdP, the BFF (serving the built console) and the platform API, run by tsx
# straight from the TypeScript sources (no compile step). Parts and database come from the environment
# (README.md "Configuration"); with NODE_ENV=production it refuses to start on a default secret.

# ---- dependencies, including dev ones, for the build ----
FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# ---- the console: vite build → dist/client ----
FROM deps AS build
COPY . .
RUN npx vite build

# ---- production dependencies only ----
FROM node:20-bookworm-slim AS prod-deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- runtime ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    PLATFORM_PORT=3001 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json tsconfig.json ./
COPY --chown=node:node contract ./contract
COPY --chown=node:node server ./server
COPY --chown=node:node scripts/healthcheck.mjs ./scripts/healthcheck.mjs
COPY --from=build --chown=node:node /app/dist/client ./dist/client
# The embedded PGlite database lives here when DATABASE_URL is not set; mount a volume to keep it.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000 3001
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "scripts/healthcheck.mjs"]
CMD ["node", "--import", "tsx", "server/main.ts"]
