module.exports = require('../tools/jest/preset').preset({ name: 'mf-shop', dir: __dirname });
