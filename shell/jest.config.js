module.exports = require('../tools/jest/preset').preset({ name: 'shell', dir: __dirname });
