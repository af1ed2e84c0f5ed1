const { floraApp } = require('@flora/tools/webpack/preset');

module.exports = floraApp({
  dir: __dirname,
  name: 'clinic',
  entry: './src/standalone/index.ts',
  title: 'Flora clinic (standalone)',
  exposes: { './app': './src/app.tsx' },
});
