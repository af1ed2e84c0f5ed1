const { floraRemote } = require('@flora/tools/webpack/preset');

module.exports = floraRemote({ dir: __dirname, name: 'clinic', label: 'clinic' });
