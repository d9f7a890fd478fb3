import { env, exports } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_DATA_ELEMENT_ID } from "../../common/page-data";
import { ORIGIN, registerAccount } from "../../test/client";

const SITE = "https://inkspire.test";

// The built app's shell and catalogs stand in for web/dist, which unit tests do not build.
const SHELL = `<!doctype html><html lang="en" dir="ltr"><head><title>Inkspire</title></head><body><div id="root">
<main><div data-page-slot=""></div></main></div></body></html>`;
const CATALOGS: Record<string, Record<string, object>> = {
  en: {
    pricing: {
      plans: { free: "Free", "creator-pro": "Creator Pro", professional: "Professional", enterprise: "Enterprise" },
      perMonth: "/ month",
      usdReference: "{{price}} in US dollars",
      features: {
        seats_one: "Projects with up to {{count}} member",
        seats_other: "Projects with up to {{count}} members",
      },
      testModeNote: "Payments run in test mode until a payment provider is configured.",
    },
    errors: {},
  },
  es: { pricing: { perMonth: "/ mes", plans: { "creator-pro": "Creator Pro" } }, errors: {} },
};

const realAssets = env.ASSETS;
beforeAll(() => {
  env.ASSETS = {
    fetch: async (request: Request) => {
      const catalog = /^\/prerendered\/catalogs\/(\w+)\/(\w+)\.json$/.exec(new URL(request.url).pathname);
      if (catalog) return Response.json(CATALOGS[catalog[1]!]?.[catalog[2]!] ?? {});
      return new Response(SHELL, { headers: { "content-type": "text/html" } });
    },
  } as never;
});
afterAll(() => {
  env.ASSETS = realAssets;
});

/** A request from a country, as Cloudflare names it (locally wrangler's placeholder country says nothing). */
const fromCountry = (path: string, country: string | null, cookie?: string) =>
  exports.default.fetch(
    new Request(`${country ? SITE : ORIGIN}${path}`, {
      headers: cookie ? { cookie } : {},
      ...(country ? { cf: { country } } : {}),
    } as RequestInit),
  );

const pricingHtml = async (path: string, country: string | null, cookie?: string) =>
  (await fromCountry(path, country, cookie)).text();

/** An answer the page carries for the app, by its query key. */
function carried(html: string, key: string) {
  const json = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html);
  const data = json ? (JSON.parse(json[1]!) as [unknown[], unknown][]) : [];
  return data.find(([queryKey]) => queryKey[0] === key);
}

describe("the pricing page's first paint", () => {
  it("is written at the edge in the visitor's currency, with the plans the app would ask for", async () => {
    const html = await pricingHtml("/es/pricing", "ES");
    const euros = (amount: number) =>
      new Intl.NumberFormat("es", {
        style: "currency",
        currency: "EUR",
        maximumFractionDigits: amount % 1 ? 2 : 0,
      }).format(amount);
    const plans = carried(html, "/api/pricing/plans");
    expect(plans?.[0]).toEqual(["/api/pricing/plans", "EUR", "monthly"]);
    const api = await fromCountry("/api/pricing/plans?currency=EUR&period=monthly", "ES");
    const answer = (await api.json()) as { plans: { id: string; localPrice: number }[] };
    const pro = (plans![1] as typeof answer).plans.find((plan) => plan.id === "creator-pro")!;
    expect(pro.localPrice).toBe(answer.plans.find((plan) => plan.id === "creator-pro")!.localPrice);
    expect(html).toContain(`data-testid="price-creator-pro">${euros(pro.localPrice)}</span>`);
    expect(html).toContain("/ mes");
    expect(html).toContain("in US dollars"); // a string the Spanish catalog lacks comes from the English one
    // The free plan costs nothing in any currency: no dollar figure beneath its 0 €.
    const free = html.slice(html.indexOf('data-testid="plan-free"'), html.indexOf('data-testid="plan-creator-pro"'));
    expect(free).toContain(euros(0));
    expect(free).not.toContain("in US dollars");
    expect(html).toContain("Projects with up to 10 members");
    // The plans' ticks are drawn in the first paint, as the app draws them.
    expect(html).toMatch(
      /<li class="flex gap-2"><svg [^>]*class="mt-0\.5 h-4 w-4 shrink-0 text-emerald-500"[^>]*><path d="M20 6 9 17l-5-5"\/><\/svg>/,
    );
    expect(html).toContain('<option value="EUR" selected>');
    expect(html).toContain('role="radio" aria-checked="true"');
    expect(html).toContain('role="radio" aria-checked="false"');
    expect(carried(html, "/api/global/locale")).toBeDefined();
  });

  it("shows an American visitor dollars, and carries no answers for a signed-in reader", async () => {
    const american = await pricingHtml("/pricing", "US");
    expect(american).toContain('data-testid="price-creator-pro">$');
    expect(american).toContain('<option value="USD" selected>');
    expect(american).not.toContain("in US dollars");
    const { cookie } = await registerAccount();
    const signedIn = await pricingHtml("/pricing", null, cookie);
    expect(signedIn).toContain('data-testid="plan-professional"');
    expect(carried(signedIn, "/api/pricing/plans")).toBeUndefined();
  });
});

describe("when the page's app starts", () => {
  const startsOnIntent = async (path: string, headers: Record<string, string> = {}) =>
    (await (await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers }))).text()).includes(
      'data-app-start="on-intent"',
    );

  it("at a visitor's first intent, since the page works without it", async () => {
    expect(await startsOnIntent("/pricing")).toBe(true);
    expect(await startsOnIntent("/es/pricing", { "accept-language": "es-ES,es;q=0.9" })).toBe(true);
    // A URL that names its language was the reader's choice: the app offers no other there.
    expect(await startsOnIntent("/es/pricing", { "accept-language": "en-US" })).toBe(true);
    expect(await startsOnIntent("/marketplace", { "accept-language": "en-US" })).toBe(true);
    expect(await startsOnIntent("/", { "accept-language": "en-US" })).toBe(true);
  });

  it("at once for a signed-in reader, and for a visitor the app will offer another language", async () => {
    const { cookie } = await registerAccount();
    expect(await startsOnIntent("/pricing", { cookie })).toBe(false);
    expect(await startsOnIntent("/pricing", { "accept-language": "es-ES,es;q=0.9" })).toBe(false);
    // A weight at or below the banner's threshold offers nothing.
    expect(await startsOnIntent("/pricing", { "accept-language": "de;q=0.7" })).toBe(true);
    // The app's other pages have nothing to show without it; the orchestration page's calculator comes with its app.
    expect(await startsOnIntent("/dashboard")).toBe(false);
    expect(await startsOnIntent("/orchestration")).toBe(false);
  });
});
