// Ports of DESIGN §7, each overridable by an environment variable.
const DEFAULTS = { shell: 3000, auth: 3001, results: 3002, care: 3003, shop: 3004, provider: 3005, clinic: 3006, api: 4000 };

function port(app) {
  const fromEnv = process.env[app === 'api' ? 'API_PORT' : `FLORA_PORT_${app.toUpperCase()}`];
  return fromEnv ? Number(fromEnv) : DEFAULTS[app];
}

/** The remotes this repository builds and serves: app name -> package folder (which remotes the shell
 * mounts, and where, is remotes.json's business: tools/serve/registry-file.js). */
const REMOTES = { auth: 'mf-auth', results: 'mf-results', care: 'mf-care', shop: 'mf-shop', provider: 'mf-provider', clinic: 'mf-clinic' };

/**
 * The environment that runs the whole platform on other ports (the e2e tests and the bench run
 * beside a developer's `npm start`): the ports, the API's allowed origins and the frontend URL.
 * @param {Record<keyof DEFAULTS, number>} ports
 */
function platformEnv(ports) {
  const apps = Object.keys(DEFAULTS).filter((app) => app !== 'api');
  const origins = apps.flatMap((app) => [`http://localhost:${ports[app]}`, `http://127.0.0.1:${ports[app]}`]);
  return {
    ...Object.fromEntries(apps.map((app) => [`FLORA_PORT_${app.toUpperCase()}`, String(ports[app])])),
    API_PORT: String(ports.api),
    FLORA_ALLOWED_ORIGINS: origins.join(','),
    FLORA_FRONTEND_URL: `http://localhost:${ports.shell}`,
  };
}

module.exports = { DEFAULTS, REMOTES, platformEnv, port };
