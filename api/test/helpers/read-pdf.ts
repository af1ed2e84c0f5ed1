// A PDF the API wrote, read back by other libraries than the writer (pdfkit): its text through
// pdf.js (pdf-text.mjs), and page 1 rendered by poppler (Debian poppler-utils, which `npm test`
// installs): to PNG by pdftoppm, to SVG by pdftocairo.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export interface ReadPdf {
  pageCount: number;
  title: string | null;
  /** Each page's text lines, in reading order, trimmed. */
  pages: string[][];
  /** Every line of every page. */
  lines: string[];
}

function run(command: string, args: string[], input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { encoding: 'buffer', maxBuffer: 64 << 20 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${command}: ${error.message} ${stderr.toString()}`)) : resolve(stdout),
    );
    child.stdin!.end(input);
  });
}

export async function readPdf(pdf: Buffer): Promise<ReadPdf> {
  const out = JSON.parse((await run(process.execPath, [path.join(__dirname, 'pdf-text.mjs')], pdf)).toString('utf8'));
  const pages = (out.pages as string[]).map((page) => page.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean));
  return { pageCount: out.pageCount, title: out.title, pages, lines: pages.flat() };
}

export interface TextLine {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** Page 1's lines of text with their boxes in points, as poppler's pdftotext lays them out. */
export async function textLines(pdf: Buffer): Promise<TextLine[]> {
  const html = (await run('pdftotext', ['-bbox-layout', '-f', '1', '-l', '1', '-', '-'], pdf)).toString('utf8');
  return [...html.matchAll(/<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([\s\S]*?)<\/line>/g)].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
    text: [...m[5].matchAll(/>([^<]*)<\/word>/g)].map((w) => w[1]).join(' '),
  }));
}

/** Pairs of lines whose boxes overlap (by more than half a point each way): text drawn over text. */
export function overlappingLines(lines: readonly TextLine[]): [string, string][] {
  const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.min(a1, b1) - Math.max(a0, b0) > 0.5;
  return lines.flatMap((a, i) =>
    lines.slice(i + 1).filter((b) => overlap(a.xMin, a.xMax, b.xMin, b.xMax) && overlap(a.yMin, a.yMax, b.yMin, b.yMax)).map((b): [string, string] => [a.text, b.text]),
  );
}

/** Page 1 as a PNG (72 dpi: one pixel per point) and its raw RGB pixels. */
export async function renderFirstPage(pdf: Buffer): Promise<{ png: Buffer; width: number; height: number; rgb: Buffer }> {
  const png = await run('pdftoppm', ['-png', '-r', '72', '-f', '1', '-l', '1', '-singlefile', '-'], pdf);
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { png, width: info.width, height: info.height, rgb: data };
}

/** How many pixels are within `tolerance` of the colour (#rrggbb) per channel. */
export function pixelsNear(rgb: Buffer, hex: string, tolerance = 24): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let count = 0;
  for (let i = 0; i < rgb.length; i += 3) {
    if (Math.abs(rgb[i] - r) <= tolerance && Math.abs(rgb[i + 1] - g) <= tolerance && Math.abs(rgb[i + 2] - b) <= tolerance) count++;
  }
  return count;
}

/** Pixels that are not (nearly) white. */
export function inkedPixels(rgb: Buffer): number {
  let count = 0;
  for (let i = 0; i < rgb.length; i += 3) if (rgb[i] < 240 || rgb[i + 1] < 240 || rgb[i + 2] < 240) count++;
  return count;
}

/** The colours page 1 is filled and stroked with (#rrggbb), as poppler's cairo backend draws it (pdftocairo -svg). */
export async function drawnColours(pdf: Buffer): Promise<Set<string>> {
  const svg = (await run('pdftocairo', ['-svg', '-f', '1', '-l', '1', '-', '-'], pdf)).toString('utf8');
  const hex = (percent: string) => Math.round((Number(percent) * 255) / 100).toString(16).padStart(2, '0');
  return new Set([...svg.matchAll(/(?:fill|stroke):rgb\(([\d.]+)%,([\d.]+)%,([\d.]+)%\)/g)].map((m) => `#${hex(m[1])}${hex(m[2])}${hex(m[3])}`));
}

/** A colour of @flora/shared's design tokens (shared/src/ui/tokens.css), which the PDFs are drawn in. */
export function designColour(name: string): string {
  const tokens = readFileSync(path.join(__dirname, '../../../shared/src/ui/tokens.css'), 'utf8');
  const colour = new RegExp(`--flora-color-${name}:\\s*(#[0-9a-f]{6});`).exec(tokens)?.[1];
  if (!colour) throw new Error(`No colour token --flora-color-${name}`);
  return colour;
}
