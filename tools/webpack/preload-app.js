// Preload hints in the shell's index.html (issue 30: My Tests' LCP). Every page it serves (all but
// the prerendered login pages) runs the bootstrap and then the app at once, but the browser would
// only learn of their scripts one round trip after another: main.js (the federation runtime), then
// the bootstrap and the shared libraries it takes, then the app. The hints start them all beside
// main.js; main.js still decides what runs and when. The prerendered login pages drop the hints
// (WritePrerenderedPages): they paint before the app is fetched.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadApp';
/** What marks the hints, so that the login pages can leave them out. */
const PRELOAD_MARK = 'data-app-preload';

/**
 * The script files of the chunks loaded for `requests` (`import()` requests as the source names
 * them, or shared libraries' keys), with the chunks of the shared libraries those chunks take: the
 * ones this build provides to the share scope, which are what a page that has not loaded a remote
 * yet runs.
 */
function filesFor(compilation, requests) {
  const { chunkGraph } = compilation;
  const groupOf = (module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).find(Boolean);
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name === 'ProvideSharedModule') provided.set(module._name, groupOf(module));
  }
  const files = new Set();
  const seen = new Set();
  const visitGroup = (group) => {
    for (const chunk of group.chunks) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        const library = provided.get(module.options.shareKey) ?? groupOf(module);
        if (library) visitGroup(library);
      }
    }
  };
  for (const group of compilation.chunkGroups) {
    if (group.origins.some((origin) => requests.includes(origin.request))) visitGroup(group);
  }
  for (const request of requests) if (provided.get(request)) visitGroup(provided.get(request));
  return [...files].sort();
}

class PreloadApp {
  /** @param {{ requests: string[] }} options what every page served with index.html runs: `import()` requests, shared libraries' keys */
  constructor({ requests }) {
    this.requests = requests;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '/';
        const hints = filesFor(compilation, this.requests).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}`, fetchpriority: 'low', [PRELOAD_MARK]: true }),
        );
        data.headTags.push(...hints);
        return data;
      });
    });
  }
}

module.exports = { PreloadApp, PRELOAD_MARK };
