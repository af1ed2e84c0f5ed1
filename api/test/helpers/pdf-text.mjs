// Reads a PDF from standard input with pdf-parse (Mozilla's pdf.js), a different library than the
// API's writer, and prints {pageCount, title, pages} as JSON. A child process because pdf.js is an
// ES module that jest's CommonJS runtime cannot load.
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const [text, info] = [await parser.getText(), await parser.getInfo()];
await parser.destroy();
process.stdout.write(JSON.stringify({ pageCount: info.total, title: info.info?.Title ?? null, pages: text.pages.map((p) => p.text) }));
