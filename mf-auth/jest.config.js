module.exports = require('../tools/jest/preset').preset({ name: 'mf-auth', dir: __dirname });
