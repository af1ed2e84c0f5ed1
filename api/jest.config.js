module.exports = {
  ...require('../tools/jest/preset').preset({ name: 'api', dir: __dirname, env: 'node' }),
};
