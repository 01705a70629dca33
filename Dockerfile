# Lectern: the app and its server in one image. Embedded mode keeps its data in /data (a volume); with CANVAS_URL
# set it is a stateless proxy in front of that Canvas and writes nothing. See README "Use it with your Canvas".

# Node 24, an LTS line (Node 20's support ended in April 2026; docs/decisions/0052-node-lts-target.md).
ARG NODE_IMAGE=node:24-slim

# Build stage: every dependency (Vite builds the app, esbuild the server), then only the production ones are kept.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary matches the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: the built app, the compiled server (dist-server/, plain JavaScript) and production modules.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    LECTERN_DIST_DIR=/app/dist
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/dist ./dist
# The server's render of first screens (docs/decisions/0093): beside dist/, never served.
COPY --from=build /app/dist-ssr ./dist-ssr
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# The slim image has no curl; Node's own fetch asks the health endpoint.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist-server/main.js"]
