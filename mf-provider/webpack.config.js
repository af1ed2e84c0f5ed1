const { floraApp } = require('@flora/tools/webpack/preset');

module.exports = floraApp({
  dir: __dirname,
  name: 'provider',
  entry: './src/standalone/index.ts',
  title: 'Flora provider portal (standalone)',
  exposes: { './app': './src/app.tsx' },
});
