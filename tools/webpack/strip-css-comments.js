// Production CSS without its comments and indentation. css-loader does not minify, so every
// comment of the kit's stylesheets used to ship inside the JavaScript of the login page (~1.3 KB
// gzip in the @flora/shared chunk alone). No CSS file of ours has "/*" inside a string.
module.exports = function stripCssComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\n\s+/g, '\n');
};
