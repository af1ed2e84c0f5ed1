// Webpack plugins that keep out of the entries what Module Federation's runtime never runs (issue 30).
const webpack = require('webpack');
const CoreShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const NAME = 'FloraTrimFederationRuntime';

/**
 * Webpack 5.111 adds its own "sharing" runtime module wherever the share scope is used, beside the
 * federation plugin's, which runs later and replaces both of what it defines (__webpack_require__.S
 * and .I): the first is dead code in every entry. Every build.
 */
class DropCoreShareRuntime {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap(NAME, () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const runtimeModules = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)];
          const core = runtimeModules.find((module) => module instanceof CoreShareRuntimeModule);
          const federation = runtimeModules.find((module) => module !== core && module.name === 'sharing');
          if (core && federation) chunkGraph.disconnectChunkAndRuntimeModule(chunk, core);
        }
      });
    });
  }
}

const BUNDLER_RUNTIME = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]/;
/** The bundler runtime's imports a remote replaces (remote-bundler-runtime.js says why). */
const REPLACED_IN_REMOTES = /^(@module-federation\/runtime|\.\/remotes\.js)$/;

/** A remote's bundler runtime takes only what it runs of its imports (remote-bundler-runtime.js). */
const narrowRemoteBundlerRuntime = () =>
  new webpack.NormalModuleReplacementPlugin(REPLACED_IN_REMOTES, (resource) => {
    if (BUNDLER_RUNTIME.test(resource.contextInfo.issuer)) resource.request = require.resolve('./remote-bundler-runtime.js');
  });

module.exports = { DropCoreShareRuntime, narrowRemoteBundlerRuntime };
