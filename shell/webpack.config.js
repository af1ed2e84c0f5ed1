const { floraApp } = require('@flora/tools/webpack/preset');

module.exports = floraApp({
  dir: __dirname,
  name: 'shell',
  entry: './src/index.ts',
  title: 'Flora',
  prerender: './src/prerender.tsx',
  // What every page but the (prerendered) login pages fetches before its first request: the
  // bootstrap, the app, and the registry's validator and the federation loader the app fetches;
  // and what a remote's page mounts with: the server state every remote's app takes.
  preload: [
    './bootstrap',
    './app/start-app',
    '../features/remotes/registry-load',
    '../features/remotes/federation-loader',
    '@flora/shared/data',
    '@tanstack/react-query',
  ],
});
