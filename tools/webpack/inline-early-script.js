// The shell's early script (shell/src/early-start.ts) inline in index.html (issue 30: My Tests' LCP):
// as a file it was one more request beside main.js, and its GETs left only once it had arrived. It is
// built beside the login pages' starter, after the browser build wrote index.html, so this plugin of
// that build puts its code in place of the tag the template wrote (tools/webpack/index.html) and
// removes the file. The static server allows the page's inline scripts by their hash
// (tools/serve/security-headers.js): no 'unsafe-inline'.
const fs = require('node:fs');
const path = require('node:path');

/** The template's tag for the early script, which this plugin fills. */
const EARLY_TAG = /<script defer data-app-early src="?\/([^"\s>]+)"?><\/script>/;
const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/;

/** `html` with the early script's `code` inline in place of its tag (the file `name`). */
function inlineEarlyScript(html, name, code) {
  const tag = EARLY_TAG.exec(html);
  if (!tag || tag[1] !== name) throw new Error(`index.html has no tag for ${name} to fill`);
  const body = code.replace(SOURCE_MAP_COMMENT, '').trim();
  // Inside <script>, the HTML parser ends the element at the first "</script" whatever the JS means.
  if (/<\/script/i.test(body)) throw new Error(`${name} contains "</script": it cannot be inline`);
  return html.replace(EARLY_TAG, () => `<script data-app-early>${body}</script>`);
}

class InlineEarlyScript {
  /** @param {{ dist: string, name: string }} options the browser build's output, the early script's file name */
  constructor({ dist, name }) {
    this.dist = dist;
    this.name = name;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('InlineEarlyScript', () => {
      const script = path.join(this.dist, this.name);
      const index = path.join(this.dist, 'index.html');
      fs.writeFileSync(index, inlineEarlyScript(fs.readFileSync(index, 'utf8'), this.name, fs.readFileSync(script, 'utf8')));
      fs.rmSync(script);
      fs.rmSync(`${script}.map`, { force: true });
    });
  }
}

module.exports = { InlineEarlyScript, inlineEarlyScript };
