# syntax=docker/dockerfile:1
# MemeForge: one image for every role (`serve`, `serve --no-workers`, `worker`, `migrate` and the
# operator commands). docs/operations.md explains how to run it; apps/server/src/deploy-files.test.ts checks
# that every command, flag and setting named here exists.

# ---- build: dependencies, the web app's bundle and the server's ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/render/package.json packages/render/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: Debian's maintained ffmpeg, the app, a user of its own ----
FROM node:20-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    FFMPEG_PATH=/usr/bin/ffmpeg \
    FFPROBE_PATH=/usr/bin/ffprobe
EXPOSE 3000
# Liveness; the load balancer's readiness check is GET /api/ready.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Plain JavaScript, bundled by `npm run build` (decision 055): no TypeScript loader at run time.
ENTRYPOINT ["node", "--enable-source-maps", "apps/server/dist/main.js"]
CMD ["serve"]
