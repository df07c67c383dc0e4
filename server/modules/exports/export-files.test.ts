import { strFromU8, unzipSync } from 'fflate';

const text = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

import { describe, expect, it } from 'vitest';
import { toCsv, toJson, zipFiles } from './export-files';

describe('export files', () => {
  it('CSV: BOM, CRLF, header row, dates as ISO, objects as JSON, formula-looking text neutralised', () => {
    const csv = text(
      toCsv(
        ['name', 'at', 'data', 'hours', 'none'],
        [
          { name: '=SUM(A1)', at: new Date('2026-03-01T08:00:00Z'), data: { a: 1 }, hours: 7.5, none: null },
          { name: 'Núria, "la jefa"', at: null, data: null, hours: -1, none: undefined },
        ],
      ),
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'name,at,data,hours,none',
      `'=SUM(A1),2026-03-01T08:00:00.000Z,"{""a"":1}",7.5,`,
      '"Núria, ""la jefa""",,,-1,',
      '',
    ]);
  });

  it('an empty section still has its header', () => {
    expect(text(toCsv(['id', 'status'], [])).slice(1)).toBe('id,status\r\n');
    expect(strFromU8(toJson([]))).toBe('[]\n');
  });

  it('zips files that unzip to the same bytes', () => {
    const zip = zipFiles({ 'a.json': toJson([{ x: 'ñ' }]), 'b.csv': toCsv(['x'], [{ x: 1 }]) }, new Date());
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files).sort()).toEqual(['a.json', 'b.csv']);
    expect(JSON.parse(strFromU8(files['a.json']!))).toEqual([{ x: 'ñ' }]);
  });
});
