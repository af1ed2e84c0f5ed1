const { floraApp } = require('@flora/tools/webpack/preset');

module.exports = floraApp({
  dir: __dirname,
  name: 'shell',
  entry: './src/index.ts',
  title: 'Flora',
  prerender: './src/prerender.tsx',
  // The prerendered login pages' one script: it runs the app when the visitor starts on the form.
  prerenderStart: './src/login-start.ts',
  // Every other page's first script (inline): a stored session's first GETs leave before main.js has
  // arrived. main.js holds all the shell runs before a remote's page (tools/webpack/shared-libraries.js).
  early: './src/early-start.ts',
});
