module.exports = require('../tools/jest/preset').preset({ name: 'shared', dir: __dirname });
