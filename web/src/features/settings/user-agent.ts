/** Browsers by the token that names them in a User-Agent; the order matters, as most also claim to be Chrome or Safari. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, "Chrome"],
  // Every browser above also says "Safari"; Safari alone carries "Version/".
  [/\bVersion\/\d/, "Safari"],
  [/\bcurl\//, "curl"],
];

/** Systems likewise: iPads and iPhones say "like Mac OS X", Android says "Linux". */
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const RAW_LENGTH = 40;

function firstMatch(userAgent: string, table: [RegExp, string][]): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

export interface UserAgentWords {
  /** "Chrome on Linux", in the UI language. */
  browserOn: (browser: string, system: string) => string;
  unknown: string;
}

/** A short description of the browser behind a User-Agent header: "Chrome on Linux", else what can be told. */
export function describeUserAgent(userAgent: string | null, words: UserAgentWords): string {
  const trimmed = userAgent?.trim();
  if (!trimmed) return words.unknown;
  const browser = firstMatch(trimmed, BROWSERS);
  const system = firstMatch(trimmed, SYSTEMS);
  if (browser && system) return words.browserOn(browser, system);
  if (browser) return browser;
  return trimmed.length > RAW_LENGTH ? `${trimmed.slice(0, RAW_LENGTH)}…` : trimmed;
}
