const { floraApp } = require('@flora/tools/webpack/preset');

module.exports = floraApp({ dir: __dirname, name: 'shell', entry: './src/index.ts', title: 'Flora', prerender: './src/prerender.tsx' });
