# Claimant Portal: one stateless server per container (README "Deployment"). Several run behind a load
# balancer on one PostgreSQL database (DATABASE_URL) with files in object storage (STORAGE_URL=s3://...).

# --- build: the whole workspace, then only what the server needs at run time ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 and @node-rs/argon2 ship prebuilt binaries; these build them where none fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# Manifests first, so a source change does not reinstall the dependencies.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY tests/e2e/package.json tests/e2e/
RUN npm ci --no-audit --no-fund
COPY . .
# The server's build uses the contract's dist; the web build is served by the server.
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && mkdir -p /out/packages/contract /out/apps/server /out/apps/web \
  && cp -a package.json node_modules /out/ \
  && cp -a packages/contract/package.json packages/contract/dist /out/packages/contract/ \
  && cp -a apps/server/package.json apps/server/dist /out/apps/server/ \
  && cp -a apps/web/package.json apps/web/dist /out/apps/web/ \
  && if [ -d apps/server/node_modules ]; then cp -a apps/server/node_modules /out/apps/server/; fi

# --- runtime: built output and production dependencies, run as the unprivileged "node" user ---
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/portal
WORKDIR /app
COPY --from=build /out/ ./
# DATA_DIR holds only the embedded SQLite database and local-disk files; with DATABASE_URL and
# STORAGE_URL=s3://... nothing is written there and the container keeps no state.
RUN mkdir -p /var/lib/portal && chown node:node /var/lib/portal
USER node
EXPOSE 3000
# Ready = the database and the file store answer (GET /readyz); slim images have no curl.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/server.js"]
