// A minimal PDF 1.4 writer for text documents (results sheets, handouts): US Letter pages of
// lines in the standard Helvetica fonts (not embedded; WinAnsi encoding), wrapped at word
// boundaries and flowed onto as many pages as needed. No library needed for this much:
// header, numbered objects, the cross-reference table and the trailer.

export interface PdfLine {
  text: string;
  /** Font size in points (default 11). */
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  spaceBefore?: number;
}

export interface PdfOptions {
  title: string;
  /** The document's creation date (Info dictionary). */
  createdAt: Date;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 56;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
// Helvetica averages about half an em per character: a safe estimate for wrapping.
const AVERAGE_CHAR_EM = 0.5;

/** A PDF string literal: backslash and parentheses escaped; characters outside Latin-1 become '?'. */
export function pdfString(text: string): string {
  const latin1 = Array.from(text, (ch) => {
    const code = ch.codePointAt(0)!;
    if (code === 0x2013 || code === 0x2014) return '-';
    if (code === 0x2018 || code === 0x2019) return "'";
    if (code === 0x201c || code === 0x201d) return '"';
    return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) ? ch : '?';
  }).join('');
  return `(${latin1.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Splits a line into pieces that fit the text width at its size. */
export function wrap(text: string, size: number): string[] {
  const max = Math.max(10, Math.floor(TEXT_WIDTH / (size * AVERAGE_CHAR_EM)));
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest.length > 0; ) {
      const piece = rest.slice(0, max);
      rest = rest.slice(max);
      if (!current) current = piece;
      else if (current.length + 1 + piece.length <= max) current += ` ${piece}`;
      else {
        out.push(current);
        current = piece;
      }
    }
  }
  out.push(current);
  return out;
}

interface Placed {
  text: string;
  size: number;
  bold: boolean;
  y: number;
}

function layout(lines: readonly PdfLine[]): Placed[][] {
  const pages: Placed[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 11;
    const leading = size * 1.4;
    y -= line.spaceBefore ?? 0;
    for (const text of wrap(line.text, size)) {
      if (y - leading < MARGIN) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= leading;
      pages[pages.length - 1].push({ text, size, bold: !!line.bold, y: Math.round(y * 100) / 100 });
    }
  }
  return pages;
}

const pdfDate = (d: Date) => `D:${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/** Renders the lines as a PDF document. */
export function renderPdf(lines: readonly PdfLine[], options: PdfOptions): Buffer {
  const pages = layout(lines);
  // Objects 1-5: catalog, page tree, the two fonts, the info dictionary; then a page and its content per page.
  const pageIds = pages.map((_, i) => 6 + 2 * i);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(options.title)} /Producer (Flora) /CreationDate (${pdfDate(options.createdAt)}) >>`,
  ];
  for (const [i, page] of pages.entries()) {
    const content = page
      .map((p) => `BT /${p.bold ? 'F2' : 'F1'} ${p.size} Tf 1 0 0 1 ${MARGIN} ${p.y} Tm ${pdfString(p.text)} Tj ET`)
      .join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  }

  // The header's second line holds bytes above 127 so tools treat the file as binary.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  // Each cross-reference entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, EOL.
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
