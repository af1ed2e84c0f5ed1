module.exports = require('../tools/jest/preset').preset({ name: 'mf-clinic', dir: __dirname });
