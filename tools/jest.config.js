module.exports = require('./jest/preset').preset({ name: 'tools', dir: __dirname, env: 'node' });
