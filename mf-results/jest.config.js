module.exports = require('../tools/jest/preset').preset({ name: 'mf-results', dir: __dirname });
