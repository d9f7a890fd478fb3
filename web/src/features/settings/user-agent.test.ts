import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./user-agent";

const english = {
  browserOn: (browser: string, system: string) => `${browser} on ${system}`,
  unknown: "Unknown browser",
};

const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const EDGE_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87";
const FIREFOX_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0";
const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

describe("describeUserAgent", () => {
  it.each([
    [CHROME_LINUX, "Chrome on Linux"],
    [SAFARI_IPHONE, "Safari on iPhone"],
    [EDGE_WINDOWS, "Edge on Windows"],
    [FIREFOX_MAC, "Firefox on macOS"],
    [CHROME_ANDROID, "Chrome on Android"],
  ])("names the browser and system of %s", (userAgent, expected) => {
    expect(describeUserAgent(userAgent, english)).toBe(expected);
  });

  it("names a browser alone when the system cannot be told", () => {
    expect(describeUserAgent("curl/8.5.0", english)).toBe("curl");
  });

  it("falls back to the header itself, shortened, and to 'unknown' without one", () => {
    expect(describeUserAgent("MyBot/1.0", english)).toBe("MyBot/1.0");
    expect(describeUserAgent(`SomeCrawler/2.0 ${"x".repeat(60)}`, english)).toBe(`SomeCrawler/2.0 ${"x".repeat(24)}…`);
    expect(describeUserAgent(null, english)).toBe("Unknown browser");
    expect(describeUserAgent("   ", english)).toBe("Unknown browser");
  });
});
