import 'server-only';

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", Android says "Linux".
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
  [/node|undici/i, 'Node.js'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], ua: string) => table.find(([re]) => re.test(ua))?.[1];

/**
 * A short readable label for a stored user agent ("Chrome on macOS", "Safari on iOS"), enough for a person to
 * recognise their own devices in the session list. An agent we cannot read gives '' (the screen shows its own
 * "Unknown device"); no library: a dozen patterns cover the browsers people sign in with.
 */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return '';
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? '';
}
