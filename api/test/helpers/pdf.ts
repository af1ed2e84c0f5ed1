// Reads back the structure of a PDF the API wrote (header, objects at the offsets the
// cross-reference table gives, stream lengths, trailer, startxref) and the text it shows.
export interface ParsedPdf {
  version: string;
  objectCount: number;
  pageCount: number;
  title: string | null;
  /** The strings shown (Tj), page by page, unescaped. */
  pages: string[][];
}

const unescape = (s: string) => s.replace(/\\([\\()])/g, '$1');

export function parsePdf(buffer: Buffer): ParsedPdf {
  const text = buffer.toString('latin1');
  const version = /^%PDF-(\d\.\d)\n/.exec(text)?.[1];
  if (!version) throw new Error('no %PDF header');
  if (!text.endsWith('%%EOF\n')) throw new Error('no %%EOF at the end');

  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  if (text.slice(startxref, startxref + 5) !== 'xref\n') throw new Error('startxref does not point at the xref table');
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(startxref));
  if (!header) throw new Error('bad xref header');
  const size = Number(header[1]);
  const entriesAt = startxref + header[0].length;
  const objects = new Map<number, string>();
  for (let i = 0; i < size; i++) {
    const entry = text.slice(entriesAt + 20 * i, entriesAt + 20 * (i + 1));
    if (!/^\d{10} \d{5} [nf] \n$/.test(entry)) throw new Error(`xref entry ${i} is not 20 bytes: ${JSON.stringify(entry)}`);
    if (i === 0) continue;
    const offset = Number(entry.slice(0, 10));
    if (!text.startsWith(`${i} 0 obj\n`, offset)) throw new Error(`object ${i} is not at offset ${offset}`);
    const end = text.indexOf('\nendobj\n', offset);
    objects.set(i, text.slice(offset + `${i} 0 obj\n`.length, end));
  }
  const trailer = /trailer\n<< \/Size (\d+) \/Root (\d+) 0 R \/Info (\d+) 0 R >>/.exec(text.slice(startxref));
  if (!trailer || Number(trailer[1]) !== size) throw new Error('trailer /Size does not match the xref table');
  if (!objects.get(Number(trailer[2]))?.includes('/Type /Catalog')) throw new Error('/Root is not the catalog');

  const streamOf = (body: string) => {
    const m = /^<< \/Length (\d+) >>\nstream\n([\s\S]*)\nendstream$/.exec(body);
    if (!m) return null;
    if (Buffer.byteLength(m[2], 'latin1') !== Number(m[1])) throw new Error('a stream /Length is wrong');
    return m[2];
  };
  const tree = [...objects.values()].find((o) => o.startsWith('<< /Type /Pages'))!;
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(tree)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const count = Number(/\/Count (\d+)/.exec(tree)?.[1]);
  if (kids.length !== count) throw new Error('/Count does not match /Kids');
  const pages = kids.map((id) => {
    const page = objects.get(id)!;
    const contentId = Number(/\/Contents (\d+) 0 R/.exec(page)?.[1]);
    const stream = streamOf(objects.get(contentId)!);
    if (stream === null) throw new Error('page content is not a stream');
    return [...stream.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => unescape(m[1]));
  });
  const info = objects.get(Number(trailer[3])) ?? '';
  const title = /\/Title \(((?:\\.|[^\\)])*)\)/.exec(info)?.[1];
  return { version, objectCount: size - 1, pageCount: count, title: title == null ? null : unescape(title), pages };
}
