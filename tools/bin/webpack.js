#!/usr/bin/env node
// `flora-webpack …` runs webpack-cli from the one toolchain in @flora/tools, so the six front-end
// packages need no build dependencies of their own.
process.argv.splice(1, 1, require.resolve('webpack-cli/bin/cli.js'));
require('webpack-cli/bin/cli.js');
