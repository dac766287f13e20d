# FX Desk as a team deploys it: the built add-in and the API relay (src/server) in one stateless image.
#   docker build --build-arg FXDESK_PUBLIC_URL=https://fxdesk.example.com -t fxdesk .
#   docker run -p 8080:8080 -e FXDESK_UPSTREAM_URL=https://api.currencycloud.com fxdesk
# Terminate TLS in front of it (the add-in must be served over https at FXDESK_PUBLIC_URL); run as many as needed.

# Build: the add-in for its public URL, and the server compiled to JavaScript.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG FXDESK_PUBLIC_URL
RUN npm run build && npm run build:server && npm prune --omit=dev

# Run: the built files, the server and its production dependencies; not root.
FROM node:20-bookworm-slim
ENV NODE_ENV=production FXDESK_SERVE_PORT=8080 FXDESK_STATIC_DIR=/app/dist
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/build/server ./server
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.FXDESK_SERVE_PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "server/main.js"]
