// The pages the API itself serves to a browser (the sandbox checkout, the sandbox customer portal):
// plain server-rendered HTML, no scripts and no outside hosts, one inline stylesheet, readable on a
// narrow screen, in the product's look (its design tokens). Every value goes through escapeHtml.
// Each is sent with sandboxPageHeaders: a full CSP that allows that one stylesheet by its hash.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: unknown): string => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** SPEC §5: zero decimals when whole, otherwise two. */
export const money = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${abs % 100 === 0 ? String(abs / 100) : (abs / 100).toFixed(2)}`;
};

/**
 * The product's own design tokens (shared/src/ui/tokens.css, DESIGN §9), read once: the same path from
 * src/ and dist/. These pages take Flora's look from them instead of a palette of their own.
 */
const TOKENS = readFileSync(path.join(__dirname, '../../../shared/src/ui/tokens.css'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  // A browser reads CR LF as LF: the stylesheet's hash (sandboxPageHeaders) must be of what it reads.
  .replace(/\r\n?/g, '\n');

const BASE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:var(--flora-font-family);font-size:var(--flora-font-size-base);line-height:var(--flora-line-height);color:var(--flora-color-text);background:var(--flora-color-page)}
header.site{background:var(--flora-color-surface);border-bottom:1px solid var(--flora-color-border);padding:var(--flora-space-2)}
header.site p{max-width:36rem;margin:0 auto;font-weight:var(--flora-font-weight-bold);font-size:var(--flora-font-size-lg);color:var(--flora-color-primary)}
main{max-width:36rem;margin:0 auto;padding:var(--flora-space-3) var(--flora-space-2) var(--flora-space-4)}
h1{font-size:var(--flora-font-size-xl);line-height:var(--flora-line-height-tight);margin:var(--flora-space-1) 0 var(--flora-space-2)}
.sandbox{background:var(--flora-color-warning-bg);color:var(--flora-color-text);border-radius:var(--flora-radius-md);padding:var(--flora-space-1) var(--flora-space-2);font-size:var(--flora-font-size-sm)}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid var(--flora-color-primary);outline-offset:2px}
a{color:var(--flora-color-link)}.note{font-size:var(--flora-font-size-sm);color:var(--flora-color-text-muted)}
@media (min-width:600px){main{padding-top:var(--flora-space-4)}}
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
    `<style>${TOKENS}${BASE_STYLE}${page.style}</style></head>`,
    `<body><header class="site"><p>Flora</p></header><main>`,
    `<p class="sandbox" role="note">${escapeHtml(page.banner)}</p>`,
    page.body,
    '</main></body></html>',
  ].join('\n');
}

/** The one stylesheet sandboxPage writes (its CSS never contains `<`). */
const STYLE_ELEMENT = /<style>([^<]*)<\/style>/;

/**
 * The headers of a page made by sandboxPage: never cached, no referrer (the URLs are capabilities),
 * and a policy that allows nothing but the page's own stylesheet (by its SHA-256) and forms to itself.
 */
export function sandboxPageHeaders(html: string): Record<string, string> {
  const style = STYLE_ELEMENT.exec(html)?.[1] ?? '';
  const hash = createHash('sha256').update(style, 'utf8').digest('base64');
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'content-security-policy': `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  };
}
