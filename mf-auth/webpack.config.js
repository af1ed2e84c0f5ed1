const { floraApp } = require('@flora/tools/webpack/preset');

module.exports = floraApp({
  dir: __dirname,
  name: 'auth',
  entry: './src/standalone/index.ts',
  title: 'Flora account (standalone)',
  exposes: { './app': './src/app.tsx' },
});
