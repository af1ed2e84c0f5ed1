const { floraApp } = require('@flora/tools/webpack/preset');

module.exports = floraApp({
  dir: __dirname,
  name: 'shell',
  entry: './src/index.ts',
  title: 'Flora',
  prerender: './src/prerender.tsx',
  // The prerendered login pages' one script: it runs the app when the visitor starts on the form.
  prerenderStart: './src/login-start.ts',
  // Every other page's first script: a stored session's first GETs leave before main.js has arrived.
  early: './src/early-start.ts',
  // What every page but the (prerendered) login pages fetches before its first request (the
  // bootstrap and the app are in main.js): the registry's validator and the federation loader the
  // app fetches; and what a remote's page mounts with: the server state every remote's app takes.
  preload: [
    '../features/remotes/registry-load',
    '../features/remotes/federation-loader',
    '@flora/shared/data',
    '@tanstack/react-query',
  ],
});
