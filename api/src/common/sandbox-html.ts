// The pages the API itself serves to a browser (the sandbox checkout, the sandbox customer portal):
// plain server-rendered HTML, no scripts and no outside hosts, one inline stylesheet, readable on a
// narrow screen. Every value goes through escapeHtml.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: unknown): string => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** SPEC §5: zero decimals when whole, otherwise two. */
export const money = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${abs % 100 === 0 ? String(abs / 100) : (abs / 100).toFixed(2)}`;
};

const BASE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d1b2c;background:#f7f5f2}
main{max-width:36rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
.sandbox{background:#fff4d6;border:1px solid #e6c860;border-radius:6px;padding:.5rem .75rem;font-size:.875rem}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
a{color:#3d2f8f}.note{font-size:.875rem;color:#5a5668}
@media (min-width:600px){main{padding-top:3rem}}
`;

export interface SandboxPage {
  /** The page's own title; the site name follows it. */
  title: string;
  /** e.g. 'Flora checkout (sandbox)'. */
  site: string;
  /** The line that says nothing real happens here. */
  banner: string;
  /** The page's own rules, after the shared ones. */
  style: string;
  /** Already escaped HTML. */
  body: string;
}

export function sandboxPage(page: SandboxPage): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(page.title)} · ${escapeHtml(page.site)}</title>`,
    `<style>${BASE_STYLE}${page.style}</style></head>`,
    '<body><main>',
    `<p class="sandbox" role="note">${escapeHtml(page.banner)}</p>`,
    page.body,
    '</main></body></html>',
  ].join('\n');
}
