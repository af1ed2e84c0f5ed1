module.exports = require('../tools/jest/preset').preset({ name: 'mf-care', dir: __dirname });
