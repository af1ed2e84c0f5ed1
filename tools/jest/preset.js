// One jest setup for every package: @swc/jest (the same compiler as the webpack builds),
// jsdom for the front end, node for the API.
const path = require('node:path');

const swc = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {{ name: string, dir: string, env?: 'jsdom' | 'node' }} opts */
function preset({ name, dir, env = 'jsdom' }) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: env,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts'],
    transform: { '^.+\\.(t|j)sx?$': swc },
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'css-module.js'),
      // Node resolves @flora/shared/domain to its build (the "node" export condition, for the built
      // API); jest runs the TypeScript source, like webpack.
      '^@flora/shared/domain$': path.join(__dirname, '../../shared/src/domain/index.ts'),
    },
    setupFilesAfterEnv: [path.join(__dirname, env === 'jsdom' ? 'setup-dom.js' : 'setup-node.js')],
  };
}

module.exports = { preset };
