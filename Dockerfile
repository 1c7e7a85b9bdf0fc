# Production image: Next.js standalone output, non-root user, migrations applied at start (instrumentation.ts).
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The public pages are prerendered with their canonical/OpenGraph URLs: build with the deployed APP_URL.
ARG APP_URL=http://localhost:3000
ENV NEXT_TELEMETRY_DISABLED=1 APP_URL=${APP_URL}
RUN npm run build

FROM node:22-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/data
RUN groupadd --system app && useradd --system --gid app --home /app app && mkdir -p /data && chown app:app /data
# `npm run build` leaves .next/standalone in its final shape (scripts/standalone-assemble.mjs): static assets,
# public/, the migrations and server.mjs (Next's handler behind node:http, with the hottest GET calls answered
# first: lib/api/direct-routes.ts).
COPY --from=build --chown=app:app /app/.next/standalone ./
USER app
EXPOSE 3000
VOLUME ["/data"]
CMD ["node", "server.mjs"]
