// The one renderer of every PDF the API serves (the results sheet for a patient and for her
// provider, the provider handouts): pdfkit, US Letter, in the brand's colours, with Noto Sans
// (Latin with diacritics, Greek, Cyrillic) and Noto Sans SC (Chinese, and the kanji of Japanese
// names) embedded as subsets, so a name reads as it was typed on any reader. The fonts come from
// their npm packages (OFL-1.1), never from the system or a CDN; each run of text is set in the
// first face that has its glyphs. The microbe chart is drawn as vector bars.
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/** One block of the document, laid out top to bottom and flowed onto as many pages as needed. */
export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; spaceBefore?: number }
  /** A bold label and its value on one line, e.g. "Patient: Zoë Ñúñez". */
  | { kind: 'field'; label: string; value: string; spaceBefore?: number }
  /** Small muted text (who the document is for, when it was made). */
  | { kind: 'note'; text: string; spaceBefore?: number }
  | { kind: 'chart'; groups: ChartGroup[] };

export type ChartTone = 'protective' | 'variable' | 'disruptive';

/** A group of bars under one heading, e.g. the disruptive microbes, with their total share. */
export interface ChartGroup {
  label: string;
  tone: ChartTone;
  /** Percent, 0-100. */
  total: number;
  bars: { label: string; percent: number }[];
}

export interface PdfOptions {
  title: string;
  /** The document's creation date (Info dictionary). */
  createdAt: Date;
}

/** The brand's colours: the design tokens of shared/src/ui/tokens.css (a test checks the PDF is drawn in them). */
const BRAND = {
  primary: '#5b2a5e',
  accent: '#e46a52',
  text: '#2d1b2e',
  textMuted: '#645a66',
  protective: '#0e6b3e',
  protectiveBg: '#e7f4ec',
  variable: '#7a4b00',
  variableBg: '#fff3d6',
  disruptive: '#a8231b',
  disruptiveBg: '#fdecea',
} as const;

const MARGIN = 56;
const SIZE = { title: 20, heading: 13, text: 10.5, note: 9 } as const;

type Weight = 'regular' | 'bold';
interface Face {
  /** The name pdfkit registers the face under in a document. */
  name: string;
  /** The file, which pdfkit parses anew for each document. */
  file: Buffer;
  /** The parsed font, only to ask which characters it has. */
  font: fontkit.Font;
}

const FONT_FILES: Record<string, Record<Weight, string>> = {
  NotoSans: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  NotoSansSC: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
};

// Each face is read once per process, on first use (the CJK face is 10 MB). A document gets its own
// parse of the file: fontkit caches glyphs on the font object, and a glyph cached while subsetting
// one document loses its characters, so sharing the object empties the next document's ToUnicode
// map (the text could not be copied, searched or read aloud).
const faces = new Map<string, Face>();
function face(name: string, weight: Weight): Face {
  const key = `${name}-${weight}`;
  let found = faces.get(key);
  if (!found) {
    const file = readFileSync(require.resolve(FONT_FILES[name][weight]));
    found = { name: key, file, font: fontkit.create(file) as fontkit.Font };
    faces.set(key, found);
  }
  return found;
}

/** The fallback order: the first face with a glyph for a character sets it. */
const FAMILIES = Object.keys(FONT_FILES);

/** Splits text into runs, each set in the first face that has every glyph of it (spaces join the run before). */
function fontRuns(text: string, weight: Weight): { text: string; face: Face }[] {
  const runs: { text: string; face: Face }[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const last = runs[runs.length - 1];
    const chosen =
      /\s/.test(ch) && last ? last.face : face(FAMILIES.find((f) => face(f, weight).font.hasGlyphForCodePoint(code)) ?? FAMILIES[0], weight);
    if (last?.face === chosen) last.text += ch;
    else runs.push({ text: ch, face: chosen });
  }
  return runs;
}

type Doc = PDFKit.PDFDocument;

interface Style {
  size: number;
  weight: Weight;
  color: string;
  /** A bold label before the text, on the same line. */
  prefix?: string;
}

/** Where text goes in a column (a chart's label or percent); without it, text flows down the page. */
interface Box {
  x: number;
  y: number;
  width: number;
  align?: 'left' | 'right';
  /** Wrap onto more lines within the width (else one line). */
  wrap?: boolean;
}

/** Writes text in runs of the face that has its glyphs. */
function write(doc: Doc, text: string, style: Style, box?: Box) {
  const runs = [...(style.prefix ? fontRuns(style.prefix, 'bold') : []), ...fontRuns(text, style.weight)];
  if (runs.length === 0) return;
  doc.fontSize(style.size).fillColor(style.color);
  const first = box ?? { x: MARGIN, y: doc.y, width: doc.page.width - 2 * MARGIN };
  const line = box && !box.wrap ? { lineBreak: false, align: box.align } : { lineGap: 2 };
  runs.forEach((run, i) => {
    doc.font(run.face.name);
    const options = { ...line, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, first.x, first.y, { ...options, width: first.width });
    else doc.text(run.text, options);
  });
}

/** Starts a new page when fewer than `height` points are left on this one. */
function keep(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

const percent = (n: number) => `${n.toFixed(1)}%`;

/**
 * The chart, as on My Results: per group a swatch, its label and total; per bar a label, a track in
 * the group's light colour filled to the share in its strong colour, and the percent.
 */
function chart(doc: Doc, groups: ChartGroup[]) {
  const width = doc.page.width - 2 * MARGIN;
  const labelWidth = 190;
  const valueWidth = 48;
  const trackX = MARGIN + labelWidth;
  const trackWidth = width - labelWidth - valueWidth - 8;
  const valueX = MARGIN + width - valueWidth;
  const row = 18;
  const strong = { size: 11, weight: 'bold', color: BRAND.text } as const;
  const plain = { size: 10, weight: 'regular', color: BRAND.text } as const;
  for (const group of groups) {
    keep(doc, 2 * row + 8);
    const top = doc.y + 6;
    doc.circle(MARGIN + 4, top + 7, 4).fill(BRAND[group.tone]);
    write(doc, group.label, strong, { x: MARGIN + 14, y: top, width: labelWidth });
    write(doc, percent(group.total), strong, { x: valueX, y: top, width: valueWidth, align: 'right' });
    doc.y = top + row;
    if (group.bars.length === 0) {
      const y = doc.y;
      write(doc, 'None found', { size: SIZE.note, weight: 'regular', color: BRAND.textMuted }, { x: MARGIN + 14, y, width: labelWidth });
      doc.y = y + row;
    }
    for (const bar of group.bars) {
      keep(doc, 2 * row);
      const y = doc.y;
      // A long name wraps in its column (a medical record does not cut names short).
      write(doc, bar.label, plain, { x: MARGIN + 14, y, width: labelWidth - 20, wrap: true });
      const labelBottom = doc.y;
      const share = Math.min(100, Math.max(0, bar.percent)) / 100;
      doc.roundedRect(trackX, y + 3, trackWidth, 9, 4.5).fill(BRAND[`${group.tone}Bg`]);
      // A share too small to see still shows as a dot of the group's colour.
      if (share > 0) doc.roundedRect(trackX, y + 3, Math.max(9, trackWidth * share), 9, 4.5).fill(BRAND[group.tone]);
      write(doc, percent(bar.percent), plain, { x: valueX, y, width: valueWidth, align: 'right' });
      doc.y = Math.max(y + row, labelBottom + 4);
    }
  }
}

function block(doc: Doc, b: PdfBlock) {
  switch (b.kind) {
    case 'title': {
      write(doc, b.text, { size: SIZE.title, weight: 'bold', color: BRAND.primary });
      const y = doc.y + 4;
      doc.moveTo(MARGIN, y).lineTo(doc.page.width - MARGIN, y).lineWidth(2).strokeColor(BRAND.accent).stroke();
      doc.y = y + 8;
      return;
    }
    case 'heading':
      keep(doc, 48);
      doc.moveDown(0.8);
      write(doc, b.text, { size: SIZE.heading, weight: 'bold', color: BRAND.primary });
      doc.moveDown(0.2);
      return;
    case 'field':
      doc.y += b.spaceBefore ?? 0;
      write(doc, b.value, { size: SIZE.text, weight: 'regular', color: BRAND.text, prefix: `${b.label}: ` });
      return;
    case 'text':
    case 'note':
      doc.y += b.spaceBefore ?? 0;
      write(doc, b.text, b.kind === 'text' ? { size: SIZE.text, weight: 'regular', color: BRAND.text } : { size: SIZE.note, weight: 'regular', color: BRAND.textMuted });
      return;
    case 'chart':
      chart(doc, b.groups);
  }
}

/** Renders the blocks as a PDF document. */
export function renderPdf(blocks: readonly PdfBlock[], options: PdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    // No default font: it would be Helvetica (a standard font, not embedded).
    font: '',
    info: { Title: options.title, Producer: 'Flora', Creator: 'Flora', CreationDate: options.createdAt },
    displayTitle: true,
    lang: 'en-US',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Registered by name, a face is parsed only if the document uses it, and once.
  for (const family of FAMILIES) for (const weight of ['regular', 'bold'] as const) doc.registerFont(face(family, weight).name, face(family, weight).file);
  doc.font(face(FAMILIES[0], 'regular').name);
  for (const b of blocks) block(doc, b);
  doc.end();
  return done;
}
