// The PDF font: DejaVu Sans, regular and bold, from @fontsource/dejavu-sans. The standard PDF fonts only
// know Windows-1252, so "Łukasz Wąsowski-Dvořák" came out as "?ukasz W?sowski-Dvo?ák"; DejaVu has
// Latin-1, Latin Extended-A and B (Polish, Czech, Catalan l·l, œ, ß…), Greek and Cyrillic. pdfkit embeds
// only the glyphs a document uses (a subset), with a ToUnicode map so the text can be searched and copied.
//
// The package ships the fonts as WOFF, which fontkit reads by inflating a table again at every access:
// a month's PDF took seconds. Unwrapped once into the TrueType file it holds (WOFF 1.0 is that file's
// tables, each zlib-compressed), it takes milliseconds.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

const FILES = {
  regular: '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff',
  bold: '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff',
} as const;
export type PdfFont = keyof typeof FILES;

let loaded: Record<PdfFont, Buffer> | null = null;

/** The TrueType bytes of each font, read once. */
export function pdfFonts(): Record<PdfFont, Buffer> {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => woffToSfnt(readFileSync(require.resolve(file)));
    loaded = { regular: read(FILES.regular), bold: read(FILES.bold) };
  }
  return loaded;
}

/** The OpenType/TrueType file inside a WOFF 1.0 file (W3C WOFF File Format 1.0, sections 3–5). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 font'); // 'wOFF'
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((o) =>
      woff.readUInt32BE(at + o),
    ) as [number, number, number, number, number];
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('Damaged WOFF table');
    return { tag, checksum, data };
  });
  const pad4 = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const out = Buffer.alloc(headerLength + tables.reduce((sum, t) => sum + pad4(t.data.length), 0));
  const log2 = Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(2 ** log2 * 16, 6); // searchRange
  out.writeUInt16BE(log2, 8); // entrySelector
  out.writeUInt16BE(numTables * 16 - 2 ** log2 * 16, 10); // rangeShift
  let offset = headerLength;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += pad4(t.data.length);
  });
  return out;
}
