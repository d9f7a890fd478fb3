/** A market's name in the reader's language ("Deutschland" for DE in German), from the browser's own data. */
export function marketNamer(language: string): (market: string) => string {
  const names = new Intl.DisplayNames([language], { type: "region" });
  return (market) => names.of(market) ?? market;
}
