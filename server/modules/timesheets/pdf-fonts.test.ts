import { describe, expect, it } from 'vitest';
import { pdfFonts } from './pdf-fonts';

/** The table records of an sfnt file: tag → [offset, length]. */
function tablesOf(sfnt: Buffer) {
  const tables = new Map<string, [number, number]>();
  for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
    const at = 12 + i * 16;
    tables.set(sfnt.toString('latin1', at, at + 4), [sfnt.readUInt32BE(at + 8), sfnt.readUInt32BE(at + 12)]);
  }
  return tables;
}

describe('PDF fonts', () => {
  it('unwrap the WOFF files into TrueType files with every table in place', () => {
    for (const font of Object.values(pdfFonts())) {
      expect(font.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
      const tables = tablesOf(font);
      for (const tag of ['cmap', 'glyf', 'head', 'hmtx', 'loca', 'maxp', 'name', 'post']) {
        expect(tables.has(tag), tag).toBe(true);
      }
      for (const [offset, length] of tables.values()) {
        expect(offset % 4).toBe(0);
        expect(offset + length).toBeLessThanOrEqual(font.length);
      }
      // The head table's magic number sits at byte 12 of the table (OpenType spec, 'head').
      const [head] = tables.get('head')!;
      expect(font.readUInt32BE(head + 12)).toBe(0x5f0f3cf5);
    }
  });
});
