const { floraRemote } = require('@flora/tools/webpack/preset');

module.exports = floraRemote({ dir: __dirname, name: 'shop', label: 'shop', parcels: { './cart-panel': './src/cart-panel.tsx' } });
