// The PDF renderer (common/pdf.ts), read back with pdf.js and rendered with poppler: the embedded
// fonts and their fallback, the chart, page flow, and the brand's colours.
import { type ChartGroup, renderPdf } from '../src/common/pdf';
import { designColour, drawnColours, inkedPixels, overlappingLines, pixelsNear, readPdf, renderFirstPage, textLines } from './helpers/read-pdf';

const createdAt = new Date('2026-11-20T12:00:00Z');
const groups: ChartGroup[] = [
  { label: 'Protective', tone: 'protective', total: 40.2, bars: [{ label: 'Lactobacillus crispatus', percent: 40.2 }] },
  { label: 'Variable', tone: 'variable', total: 0, bars: [] },
  { label: 'Disruptive', tone: 'disruptive', total: 59.8, bars: [{ label: 'Gardnerella vaginalis', percent: 38.4 }, { label: 'Fannyhessea vaginae', percent: 21.4 }] },
];

/** The embedded fonts, without their subset tags. */
const embeddedFonts = (pdf: Buffer) => new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map((m) => m[1].slice(7)));

describe('renderPdf', () => {
  it('embeds subsets of Noto Sans and, for the characters it lacks, Noto Sans SC; never a standard font', async () => {
    const pdf = await renderPdf([{ kind: 'field', label: 'Patient', value: 'Zoë 王 Ñúñez' }], { title: 'Zoë 王', createdAt });
    const raw = pdf.toString('latin1');
    expect(embeddedFonts(pdf)).toEqual(new Set(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansSC-Regular']));
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    // Subsets: the 10 MB CJK face adds a few kilobytes.
    expect(pdf.length).toBeLessThan(40_000);
    const read = await readPdf(pdf);
    expect(read).toMatchObject({ pageCount: 1, title: 'Zoë 王', lines: ['Patient: Zoë 王 Ñúñez'] });
  });

  it('reads back as well in the next document: documents share no glyph state', async () => {
    // fontkit caches a glyph on the font object; the "n" inside an "ñ" cached while subsetting one
    // document would carry no character into the next one's ToUnicode map.
    await renderPdf([{ kind: 'text', text: 'Ñúñez' }], { title: 'First', createdAt });
    const second = await readPdf(await renderPdf([{ kind: 'text', text: 'None found, Nunez' }], { title: 'Second', createdAt }));
    expect(second.lines).toEqual(['None found, Nunez']);
  });

  it('sets text in the first face that has its glyphs: Latin in Noto Sans (though Noto Sans SC has it too), Chinese in Noto Sans SC', async () => {
    const latin = await renderPdf([{ kind: 'text', text: 'Zoë Ñúñez' }], { title: 'Latin', createdAt });
    expect(embeddedFonts(latin)).toEqual(new Set(['NotoSans-Regular']));
    const chinese = await renderPdf([{ kind: 'text', text: '王 芳' }], { title: 'Chinese', createdAt });
    expect(embeddedFonts(chinese)).toEqual(new Set(['NotoSansSC-Regular']));
    expect((await readPdf(chinese)).lines).toEqual(['王 芳']);
  });

  it('draws the chart: per group its label and total, per microbe its label, bar and percent, in the brand colours', async () => {
    const pdf = await renderPdf([{ kind: 'title', text: 'Results' }, { kind: 'chart', groups }], { title: 'Chart', createdAt });
    expect((await readPdf(pdf)).lines).toEqual([
      'Results',
      'Protective 40.2%',
      'Lactobacillus crispatus 40.2%',
      'Variable 0.0%',
      'None found',
      'Disruptive 59.8%',
      'Gardnerella vaginalis 38.4%',
      'Fannyhessea vaginae 21.4%',
    ]);
    const page = await renderFirstPage(pdf);
    expect([page.width, page.height]).toEqual([612, 792]);
    // The bars are filled shapes: hundreds of pixels of each group's colour (the text alone is a few dozen).
    expect(pixelsNear(page.rgb, designColour('success'), 8)).toBeGreaterThan(500);
    expect(pixelsNear(page.rgb, designColour('error'), 8)).toBeGreaterThan(500);
    expect(pixelsNear(page.rgb, designColour('error-bg'), 4)).toBeGreaterThan(1000);
  });

  it('wraps a long microbe name in its column, the next bar below it', async () => {
    const long = 'Bifidobacterium longum subspecies infantis strain 35624';
    const bars = [{ label: long, percent: 12 }, { label: 'Gardnerella vaginalis', percent: 8 }];
    const pdf = await renderPdf([{ kind: 'chart', groups: [{ label: 'Variable', tone: 'variable', total: 20, bars }] }], { title: 'Long', createdAt });
    const { lines } = await readPdf(pdf);
    // Two lines of name, then its percent (written after it), then the next bar on a line of its own.
    expect(lines).toEqual(['Variable 20.0%', 'Bifidobacterium longum', 'subspecies infantis strain 35624', '12.0%', 'Gardnerella vaginalis 8.0%']);
    const boxes = await textLines(pdf);
    expect(boxes.map((b) => b.text)).toContain('subspecies infantis strain 35624');
    expect(overlappingLines(boxes)).toEqual([]);
  });

  it('wraps long text at word boundaries and flows onto more pages', async () => {
    const long = 'word '.repeat(60).trim();
    const blocks = [{ kind: 'text' as const, text: long }, ...Array.from({ length: 90 }, (_, i) => ({ kind: 'text' as const, text: `line ${i + 1}` }))];
    const read = await readPdf(await renderPdf(blocks, { title: 'Many', createdAt }));
    expect(read.pageCount).toBeGreaterThan(1);
    const wrapped = read.lines.filter((l) => l.startsWith('word'));
    expect(wrapped.length).toBeGreaterThan(1);
    expect(wrapped.join(' ')).toBe(long);
    expect(read.lines.filter((l) => l.startsWith('line '))).toEqual(blocks.slice(1).map((b) => b.text));
  });

  it('writes an empty document as one blank page', async () => {
    const pdf = await renderPdf([], { title: 'Empty', createdAt });
    expect(await readPdf(pdf)).toMatchObject({ pageCount: 1, lines: [] });
    expect(inkedPixels((await renderFirstPage(pdf)).rgb)).toBe(0);
  });

  it("draws in the brand's colours only, each of them: the design tokens of @flora/shared", async () => {
    const tones = groups.map((g) => ({ ...g, bars: [{ label: g.label, percent: 10 }] }));
    const blocks = [
      { kind: 'title', text: 'Results' },
      { kind: 'field', label: 'Patient', value: 'Zoë Ñúñez' },
      { kind: 'note', text: 'For the patient' },
      { kind: 'chart', groups: tones },
    ] as const;
    const tokens = ['primary', 'accent', 'text', 'text-muted', 'success', 'success-bg', 'warning', 'warning-bg', 'error', 'error-bg'];
    expect(await drawnColours(await renderPdf(blocks, { title: 'Colours', createdAt }))).toEqual(new Set(tokens.map(designColour)));
  });
});
