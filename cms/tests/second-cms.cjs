// A second CMS process on the test's database (lockout-replicas.test.ts): the build the
// harness just compiled, started as `strapi start` would, on CMS_PORT from its environment.
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

const appDir = path.resolve(__dirname, '..');
createStrapi({ appDir, distDir: path.join(appDir, 'dist'), serveAdminPanel: false, autoReload: false })
  .start()
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
