// Build-time HTML of the pages an app prerenders (the shell's login screens): a node build of the
// app's prerender module, run once the browser build has emitted, writes `dist/<path>/index.html` for
// each page it renders — the page's index.html with the rendered markup in #root and the CSS it
// paints with in <head>. The static server sends that file for the path, and the browser build
// hydrates it (shell/src/bootstrap.tsx).
const fs = require('node:fs');
const path = require('node:path');
const { PRELOAD_MARK } = require('./preload-app');

// The page's mount point as html-webpack-plugin writes it (minified in production: `<div id=root></div>`).
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
/** index.html's hints at the app's scripts (./preload-app.js). */
const APP_PRELOAD = new RegExp(`<link [^>]*${PRELOAD_MARK}[^>]*>`, 'g');
const HREF = /\bhref="?([^"\s>]+)/;
/** Where a login page lists the app's scripts for shell/src/bootstrap.tsx (APP_SCRIPTS_ID there). */
const APP_SCRIPTS_ID = 'app-scripts';

/**
 * A login page paints before it needs the app: instead of hints the browser would act on while the
 * page loads (competing with its own scripts), it lists the app's scripts as data, which the page
 * prefetches once it has rendered and runs only when the visitor starts on the form.
 */
function withAppScriptsAsData(html) {
  const scripts = (html.match(APP_PRELOAD) ?? []).map((link) => link.match(HREF)[1]);
  const data = `<script type=application/json id=${APP_SCRIPTS_ID}>${JSON.stringify(scripts)}</script>`;
  return html.replace(APP_PRELOAD, '').replace('</head>', () => `${data}</head>`);
}

/**
 * The webpack plugin of the node build: after it emits, it renders the pages into the browser
 * build's output. The prerender module exports `pages(): { path, html }[]`.
 */
class WritePrerenderedPages {
  constructor({ dist, bundle }) {
    this.dist = dist;
    this.bundle = bundle;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('WritePrerenderedPages', () => {
      globalThis.__floraPrerenderCss = [];
      try {
        const { pages } = require(this.bundle);
        const rendered = pages();
        const css = globalThis.__floraPrerenderCss.join('\n');
        const template = withAppScriptsAsData(fs.readFileSync(path.join(this.dist, 'index.html'), 'utf8'))
        for (const page of rendered) {
          if (!EMPTY_ROOT.test(template)) throw new Error('index.html has no empty <div id="root"></div>');
          const html = template.replace('</head>', () => `<style>${css}</style></head>`).replace(EMPTY_ROOT, (root) => root.replace('><', `>${page.html}<`));
          const file = path.join(this.dist, page.path, 'index.html');
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, html);
        }
      } finally {
        delete globalThis.__floraPrerenderCss;
        delete require.cache[this.bundle];
      }
    });
  }
}

module.exports = { WritePrerenderedPages };
