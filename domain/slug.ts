/** Letters that Unicode does not decompose into a base letter and an accent (NFKD leaves them whole). */
const UNDECOMPOSED: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Ø: 'O',
  ø: 'o',
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Þ: 'Th',
  þ: 'th',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
};

/**
 * A file name part without accents or anything but a-z, 0-9 and dashes: "Ana García" → "ana-garcia",
 * "Łukasz Wąsowski-Dvořák" → "lukasz-wasowski-dvorak"; `fallback` when nothing is left ("李").
 */
export function slugify(text: string, fallback = 'file', maxLength = 60): string {
  return (
    text
      .replace(/[ŁłĐđÐðØøßÆæŒœÞþıĦħ]/g, (c) => UNDECOMPOSED[c] ?? c)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, maxLength)
      .replace(/-+$/, '') || fallback
  );
}
