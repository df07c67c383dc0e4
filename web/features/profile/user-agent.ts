/** How a device is named in the reader's language (the screens pass Lingui's; English by default). */
export interface DeviceWords {
  unknown: string;
  on: (browser: string, os: string) => string;
}

const ENGLISH: DeviceWords = {
  // i18n-ignore: the default for tests; the sessions card passes its translated words
  unknown: 'Unknown device',
  on: (browser, os) => `${browser} on ${os}`,
};

/** A short, human name for a browser's user agent: "Chrome on Windows", "Safari on iPhone". */
export function describeUserAgent(ua: string | null | undefined, words: DeviceWords = ENGLISH): string {
  if (!ua) return words.unknown;
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\/|Chromium\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  const os = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /CrOS/.test(ua)
              ? 'ChromeOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  if (browser && os) return words.on(browser, os);
  return browser ?? os ?? ua.slice(0, 60);
}
