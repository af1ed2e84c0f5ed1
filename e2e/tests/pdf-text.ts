// The text of a downloaded PDF. pdfkit compresses the pages and draws glyph ids, so the bytes say
// nothing readable: the text is read back with pdf.js (pdf-parse), as a reader's copy would.
import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

export async function pdfText(download: Download): Promise<string> {
  const pdf = readFileSync(await download.path());
  if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error(`${download.suggestedFilename()} is not a PDF`);
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
