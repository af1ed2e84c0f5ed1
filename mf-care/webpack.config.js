const { floraApp } = require('@flora/tools/webpack/preset');

module.exports = floraApp({
  dir: __dirname,
  name: 'care',
  entry: './src/standalone/index.ts',
  title: 'Flora care (standalone)',
  exposes: { './app': './src/app.tsx' },
});
