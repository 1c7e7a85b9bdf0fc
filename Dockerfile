# Production image: Next.js standalone output, non-root user, migrations applied at start (instrumentation.ts).
# pg_dump/psql (backups: `npm run backup`/`restore` in the `ops` service, the nightly backup in the server) of the
# same major version as the compose database (postgres:16): Debian bookworm ships 15, which refuses a 16 server,
# so the client comes from the PostgreSQL project's Debian repository (apt.postgresql.org). The autos (issue 35):
# poppler-utils (pdftoppm, pdfinfo) and Tesseract with its Portuguese data read scanned pages (docs/autos.md).
FROM node:22-bookworm-slim AS base
ARG PG_MAJOR=16
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates curl \
 && install -d /usr/share/postgresql-common/pgdg \
 && curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc https://www.postgresql.org/media/keys/ACCC4CF8.asc \
 && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" > /etc/apt/sources.list.d/pgdg.list \
 && apt-get update && apt-get install -y --no-install-recommends postgresql-client-${PG_MAJOR} \
    poppler-utils tesseract-ocr tesseract-ocr-por \
 && apt-get purge -y curl && apt-get autoremove -y && rm -rf /var/lib/apt/lists/*

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM base AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The public pages are prerendered with their canonical/OpenGraph URLs: build with the deployed APP_URL.
ARG APP_URL=http://localhost:3000
ENV NEXT_TELEMETRY_DISABLED=1 APP_URL=${APP_URL}
RUN npm run build

FROM base AS run
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
