// Build-time HTML of the pages an app prerenders (the shell's login screens): a node build of the
// app's prerender module, run once the browser build has emitted, writes `dist/<path>/index.html` for
// each page it renders — the page's index.html with the rendered markup in #root and the CSS it
// paints with in <head>, and a starter script in place of the entry (withStarter). The static server
// sends that file for the path, and the browser build hydrates it (shell/src/bootstrap.tsx).
const fs = require('node:fs');
const path = require('node:path');

// The page's mount point as html-webpack-plugin writes it (minified in production: `<div id=root></div>`).
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
/** index.html's early script, inline (./inline-early-script.js): a login page sends no requests before its use. */
const EARLY_SCRIPT = /<script [^>]*data-app-early[^>]*>[\s\S]*?<\/script>/g;
/** The page's entry script as html-webpack-plugin writes it (main.js, deferred). */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g;
/** Where a login page names the entry for its starter (START_DATA_ID in shell/src/login-start.ts). */
const START_DATA_ID = 'login-start';

/**
 * A login page paints and takes typing before it needs the app: its one script is the starter
 * (`start`, the URL of shell/src/login-start.ts's build), which runs the page's entry when the visitor
 * starts on the form. The entry becomes data the starter reads: fetched while the page loads, it
 * competed with the page's own requests (Lighthouse's LCP 1.0 -> 2.3 s); the starter prefetches it
 * once the page has loaded. main.js holds all the app runs before a remote's page.
 */
function withStarter(html, start) {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  if (entries.length !== 1) throw new Error(`index.html has ${entries.length} entry scripts, the starter runs one`);
  const data = `<script type=application/json id=${START_DATA_ID}>${JSON.stringify({ entry: entries[0] })}</script>`;
  return html
    .replace(EARLY_SCRIPT, '')
    .replace(ENTRY_SCRIPT, () => `<script defer src=${start}></script>`)
    .replace('</head>', () => `${data}</head>`);
}

/**
 * The webpack plugin of the node build: after it emits, it renders the pages into the browser
 * build's output. The prerender module exports `pages(): { path, html }[]`.
 */
class WritePrerenderedPages {
  /** @param {{ dist: string, bundle: string, start: string }} options the browser build's output, the node bundle, the starter's URL */
  constructor({ dist, bundle, start }) {
    this.dist = dist;
    this.bundle = bundle;
    this.start = start;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('WritePrerenderedPages', () => {
      globalThis.__floraPrerenderCss = [];
      try {
        const { pages } = require(this.bundle);
        const rendered = pages();
        const css = globalThis.__floraPrerenderCss.join('\n');
        const template = withStarter(fs.readFileSync(path.join(this.dist, 'index.html'), 'utf8'), this.start);
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
