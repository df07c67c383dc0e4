import { AppError, type ErrorText } from '@domain/errors';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
// Raster formats only: an SVG can carry script, so it is never accepted.
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
// Enough for a 40-megapixel photo; refuses decompression bombs before decoding them.
const MAX_INPUT_PIXELS = 60_000_000;

export interface ProcessedImage {
  body: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * Validates an uploaded image by its content (not its name or declared type), then re-encodes it: rotated
 * upright, resized to fit `size` × `size`, written as WebP without any metadata (EXIF, GPS, ICC comments).
 * What is stored is never the bytes that were sent.
 */
export async function processImage(
  input: Buffer,
  opts: { size: number; fit?: 'cover' | 'inside'; notImageMessage?: ErrorText; tooLargeMessage?: ErrorText },
): Promise<ProcessedImage> {
  const notImage = opts.notImageMessage ?? /*i18n*/ {
    id: 'errors.uploads.noFile',
    message: 'Please select an image file',
  };
  if (input.length > MAX_IMAGE_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      opts.tooLargeMessage ?? /*i18n*/ {
        id: 'errors.uploads.tooLarge',
        message: 'File size must be less than 2MB',
      },
    );
  }
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError('VALIDATION_FAILED', notImage);

  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new AppError('VALIDATION_FAILED', notImage);
    const { data, info } = await image
      .rotate()
      .resize(opts.size, opts.size, { fit: opts.fit ?? 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { body: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (e) {
    if (e instanceof AppError) throw e;
    // Truncated files, polyglots that only look like images, pixel bombs.
    throw new AppError('VALIDATION_FAILED', notImage);
  }
}
