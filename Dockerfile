# One image recipe, two targets: `rest` (the /rest/ back end) and `gateway` (GraphQL + the built web client).
# Both run the compiled JavaScript of `npm run build:server` (dist/server), as `npm start` does: no
# TypeScript loader in memory or on the start-up path. dist/server holds everything the servers read
# beside their code (dist/server/files) and finds it from its own location; the packages come from
# /app/node_modules, and the gateway serves the web client from web/dist under its working directory.
# The node flags, UV_THREADPOOL_SIZE and MALLOC_MMAP_THRESHOLD_ are those of serverRuntime in scripts/serverBuild.ts (memory under load); rest's are those of PGlite,
# and docker-compose.yml, which runs it on PostgreSQL, gives it PostgreSQL's.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY rest/package.json rest/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY examples/package.json examples/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:server

FROM deps AS rest
ENV NODE_ENV=production REST_PORT=8080 DATA_DIR=/data UV_THREADPOOL_SIZE=2 MALLOC_MMAP_THRESHOLD_=131072
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:8080/rest/tbSysUser/checkLogin',{method:'POST'}).then(r=>r.json()).then(b=>process.exit(typeof b.status==='number'?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "--max-semi-space-size=2", "--max-old-space-size=128", \
  "dist/server/rest.mjs"]

FROM deps AS gateway
RUN npm run build -w web
ENV NODE_ENV=production PORT=4000
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "--max-semi-space-size=8", "--max-old-space-size=128", \
  "--no-allocation-site-pretenuring", "dist/server/gateway.mjs"]
