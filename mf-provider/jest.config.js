module.exports = require('../tools/jest/preset').preset({ name: 'mf-provider', dir: __dirname });
