# Tendero as a container image: one stage builds with the same scripts as `npm start` and CI, the other runs
# the built JavaScript (`node apps/api/dist/server.js`) as the unprivileged `node` user, with production
# dependencies only. Used by compose.yaml (two app containers behind nginx); see the README.

# ---- build: install everything, build the server (esbuild) and the web app (next build) ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# The manifests first, so a change of sources does not install again.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/
COPY packages/i18n/package.json packages/i18n/
COPY packages/ui/package.json packages/ui/
# `npm install`, as CI does (npm ci fails on this project's registry, see ARCHITECTURE.md).
RUN npm install --no-audit --no-fund
COPY . .
# The same build as `npm start` and `npm run build`: apps/api/dist and apps/web/.next.
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf apps/web/.next/cache

# ---- run: the built server, Next's build, production dependencies, migrations ----
FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/apps/api/package.json ./apps/api/package.json
COPY --from=build --chown=node:node /app/apps/api/dist ./apps/api/dist
# Next.js loads its configuration, the build, public files, the blog's content and the i18n request module.
COPY --from=build --chown=node:node /app/apps/web ./apps/web
# The workspace packages: migrations read at run time, links from node_modules, packages/domain's own
# node_modules (Better Auth), and the sources `npm run create-admin` runs through tsx.
COPY --from=build --chown=node:node /app/packages ./packages
COPY --from=build --chown=node:node /app/apps/api/src ./apps/api/src
COPY --from=build --chown=node:node /app/tsconfig.base.json /app/tsconfig.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) runs the graceful shutdown of decision 0025; `init: true` in compose reaps zombies.
# The Node options of scripts/node-flags.ts (a larger young generation, decision 0021).
CMD ["node", "--max-semi-space-size=64", "apps/api/dist/server.js"]
