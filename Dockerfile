# Builds the site and serves it with the official nginx image and the production rules of
# deploy/nginx (see README "Deploying"). The official image has no brotli module, so it serves the
# build's precompressed .gz files; terminate TLS (and add HSTS) in front of the container.
#   docker build -t orkestra-site --build-arg VITE_SITE_ORIGIN=https://www.example.com .
#     (for /admin also --build-arg CMS_GITHUB_REPO=owner/name --build-arg CMS_OAUTH_URL=https://<worker origin>)
#   docker run --rm -p 8080:8080 orkestra-site

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG VITE_SITE_ORIGIN=https://orkestra.example
ARG VITE_GA_ID=
# /admin's repository, and the sign-in Worker's origin: nginx runs no functions (README, "Editing in production").
ARG CMS_GITHUB_REPO=
ARG CMS_GITHUB_BRANCH=
ARG CMS_OAUTH_URL=
ENV VITE_SITE_ORIGIN=$VITE_SITE_ORIGIN VITE_GA_ID=$VITE_GA_ID CMS_GITHUB_REPO=$CMS_GITHUB_REPO CMS_GITHUB_BRANCH=$CMS_GITHUB_BRANCH CMS_OAUTH_URL=$CMS_OAUTH_URL
RUN npm run build

FROM nginx:1.27-bookworm
COPY deploy/nginx/http.conf deploy/nginx/site.conf deploy/nginx/security-headers.conf /etc/nginx/orkestra/
COPY --from=build /app/build/nginx/pages.conf /etc/nginx/orkestra/pages.conf
COPY deploy/nginx/docker.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/build/client /usr/share/nginx/html
EXPOSE 8080
