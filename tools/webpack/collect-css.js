// The prerender build's CSS loader (in place of style-loader): a stylesheet module gives its class
// names as style-loader's does, and adds its CSS, in import order, to the page the build writes
// (tools/webpack/prerender.js reads `globalThis.__floraPrerenderCss`).
module.exports = function collectCss() {};

module.exports.pitch = function pitch(remainingRequest) {
  const request = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  return [
    `import content from ${request};`,
    '(globalThis.__floraPrerenderCss ??= []).push(content.toString());',
    'export default content.locals;',
  ].join('\n');
};
