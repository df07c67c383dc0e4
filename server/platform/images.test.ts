import { deflateSync } from 'node:zlib';
import sharp, { type Exif } from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage } from './images';

const photo = (width: number, height: number, withGps = false) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif(
      withGps
        ? // sharp writes a GPS directory but its Exif type (0.35) only names IFD0–IFD3.
          ({
            IFD0: { Copyright: 'Ana' },
            GPS: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 23/1 0/1' },
          } as Exif)
        : {},
    )
    .toBuffer();

describe('processImage', () => {
  it('re-encodes a photo as WebP within the size, without EXIF or GPS', async () => {
    const input = await photo(1200, 800, true);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = await processImage(input, { size: 512 });
    expect(out.contentType).toBe('image/webp');
    const meta = await sharp(out.body).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(512);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('resizes a 40-megapixel photo', async () => {
    const input = await sharp({ create: { width: 7745, height: 5164, channels: 3, background: '#888' } })
      .jpeg({ quality: 10 })
      .toBuffer();
    const out = await processImage(input, { size: 512, fit: 'inside' });
    expect(Math.max(out.width, out.height)).toBe(512);
  });

  it('refuses a text file renamed to .png, an SVG with script and a truncated image', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const truncated = (await photo(400, 400)).subarray(0, 300);
    for (const input of [Buffer.from('just some text, not an image'), svg, truncated]) {
      await expect(processImage(input, { size: 256 })).rejects.toMatchObject({
        message: 'Please select an image file',
      });
    }
  });

  it('refuses a file over 2 MB with the spec message', async () => {
    const big = Buffer.concat([await photo(10, 10), Buffer.alloc(2 * 1024 * 1024)]);
    await expect(processImage(big, { size: 256 })).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File size must be less than 2MB',
    });
  });

  it('refuses a decompression bomb (huge dimensions in a tiny file)', async () => {
    const bomb = pngHeaderOnly(100_000, 100_000);
    expect(bomb.length).toBeLessThan(200);
    await expect(processImage(bomb, { size: 256 })).rejects.toMatchObject({
      message: 'Please select an image file',
    });
  });
});

/** A valid PNG that declares width × height pixels but carries almost no data. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
