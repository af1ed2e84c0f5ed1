// style-loader's `insert` (runs in the browser, in all six builds): every <style> element the
// bundles create carries the page's CSP nonce, so the Content-Security-Policy needs no
// 'unsafe-inline' for styles. The static server puts a fresh nonce into each page as
// <meta name="csp-nonce" content="…"> and into the page's `style-src 'nonce-…'`
// (tools/serve/security-headers.js). Without the meta (webpack dev server) styles go in unchanged.
// Plain ES5 and no imports: style-loader bundles this module into its runtime.
var nonce;

function insertStyleWithNonce(element) {
  if (nonce === undefined) {
    var meta = document.querySelector('meta[name="csp-nonce"]');
    nonce = (meta && meta.getAttribute('content')) || '';
  }
  // Set before the element is connected: the browser checks the nonce when the sheet is created.
  if (nonce) element.setAttribute('nonce', nonce);
  document.head.appendChild(element);
}

module.exports = insertStyleWithNonce;
