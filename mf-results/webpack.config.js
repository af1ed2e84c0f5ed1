const { floraApp } = require('@flora/tools/webpack/preset');

module.exports = floraApp({
  dir: __dirname,
  name: 'results',
  entry: './src/standalone/index.ts',
  title: 'Flora results (standalone)',
  exposes: { './app': './src/app.tsx' },
});
