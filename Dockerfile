# syntax=docker/dockerfile:1
# One image for every bookdrop process; SERVICES picks which Moleculer services a container runs.

ARG NODE_IMAGE=docker.io/library/node:24-bookworm-slim

# ---- build: all dependencies, compile TypeScript to dist/ -------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# client/ is an npm workspace (@bookdrop/client, which the CLI imports): npm ci links it.
COPY package.json package-lock.json ./
COPY client/package.json ./client/
# --ignore-scripts: the package's "prepare" script runs the build, and the sources are not copied
# yet. No package bookdrop needs has an install script of its own.
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts
COPY . .
# The build script also copies shared/migrations/*.sql into dist/, and what /docs serves
# into dist/reference/: Redoc's bundle (from the dev dependency `redoc`) and the guides of docs/.
RUN npm run build

# ---- runtime: production dependencies and dist/ only ------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY client/package.json ./client/
# --ignore-scripts again: "prepare" would try to build without the dev dependencies.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --ignore-scripts
COPY --from=build /app/dist ./dist
COPY --from=build /app/client/dist ./client/dist
# Code stays root-owned (read-only to the app); only DATA_DIR is writable, for embedded mode
# (`docker run` without DATABASE_URL). Distributed deployments never write to it.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
ENTRYPOINT ["node", "dist/bin/bookdrop.js"]
CMD ["serve"]
