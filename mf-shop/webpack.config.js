const { floraApp } = require('@flora/tools/webpack/preset');

module.exports = floraApp({
  dir: __dirname,
  name: 'shop',
  entry: './src/standalone/index.ts',
  title: 'Flora shop (standalone)',
  exposes: { './app': './src/app.tsx', './cart-panel': './src/cart-panel.tsx' },
});
