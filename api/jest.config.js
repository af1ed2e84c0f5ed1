const base = require('../tools/jest/preset').preset({ name: 'api', dir: __dirname, env: 'node' });

module.exports = {
  ...base,
  // light-my-request (app.inject) requires `cookie` 2, an ES module: let swc compile it to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/cookie@[^/]+/node_modules/)?cookie/)'],
};
