// The minimal PDF writer (common/pdf.ts) and the NPI check digit (features/provider/npi.ts).
import { pdfString, renderPdf, wrap } from '../src/common/pdf';
import { isValidNpi, luhnValid } from '../src/features/provider/npi';
import { parsePdf } from './helpers/pdf';

const createdAt = new Date('2026-11-20T12:00:00Z');

describe('renderPdf', () => {
  it('writes a well-formed PDF 1.4: every object where the xref table says, stream lengths, trailer, startxref', () => {
    const pdf = renderPdf([{ text: 'Results', size: 18, bold: true }, { text: 'CST I-A: optimal' }], { title: 'Flora results', createdAt });
    const parsed = parsePdf(pdf);
    expect(parsed).toMatchObject({ version: '1.4', pageCount: 1, objectCount: 7, title: 'Flora results' });
    expect(parsed.pages).toEqual([['Results', 'CST I-A: optimal']]);
    const text = pdf.toString('latin1');
    expect(text).toContain('/BaseFont /Helvetica ');
    expect(text).toContain('/BaseFont /Helvetica-Bold ');
    expect(text).toContain('/CreationDate (D:20261120120000Z)');
    expect(text).toMatch(/BT \/F2 18 Tf/);
  });

  it('escapes backslashes and parentheses and replaces characters outside Latin-1', () => {
    expect(pdfString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
    expect(pdfString('Women’s health – 5 µm ✓')).toBe("(Women's health - 5 µm ?)");
    const parsed = parsePdf(renderPdf([{ text: 'ratio (x\\y)' }], { title: 'T (1)', createdAt }));
    expect(parsed.pages[0]).toEqual(['ratio (x\\y)']);
    expect(parsed.title).toBe('T (1)');
  });

  it('wraps long lines at word boundaries and flows onto more pages', () => {
    const long = 'word '.repeat(60).trim();
    const pieces = wrap(long, 11);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join(' ')).toBe(long);
    expect(wrap('x'.repeat(250), 11).join('')).toBe('x'.repeat(250));
    const lines = Array.from({ length: 120 }, (_, i) => ({ text: `line ${i + 1}` }));
    const parsed = parsePdf(renderPdf(lines, { title: 'Many', createdAt }));
    expect(parsed.pageCount).toBeGreaterThan(2);
    expect(parsed.pages.flat()).toEqual(lines.map((l) => l.text));
  });

  it('writes an empty document as one blank page', () => {
    const parsed = parsePdf(renderPdf([], { title: 'Empty', createdAt }));
    expect(parsed.pageCount).toBe(1);
    expect(parsed.pages).toEqual([[]]);
  });
});

describe('NPI check digit (Luhn with the 80840 prefix)', () => {
  it.each([
    ['1234567893', true],
    ['1245319599', true],
    ['1234567890', false],
    ['1245319598', false],
    ['123456789', false],
    ['12345678931', false],
    ['12345678a3', false],
  ])('%s -> %p', (npi, valid) => {
    expect(isValidNpi(npi)).toBe(valid);
  });

  it('is the Luhn check', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });
});
