import { describe, expect, it } from "vitest";
import { registerAccount } from "./accounts";
import { browserForFile, screenshot } from "./browser";
import { demoSessionCookie, signInWithDemoButton } from "./demo-sign-in";

const browser = browserForFile();
const { baseUrl } = browser;

/** Signs in over the API (as another tab would) and reads the creator's earnings in cents. */
async function creatorEarnings(): Promise<number> {
  const cookie = await demoSessionCookie(baseUrl, "creator");
  const summary = await fetch(`${baseUrl}/api/dashboard/summary`, { headers: { cookie } });
  // The local run sells in test mode, whose sales are kept apart from real money.
  return ((await summary.json()) as { testEarningsCents: number }).testEarningsCents;
}

describe("the marketplace in the browser", () => {
  it("shows the listing and a product page before any script runs, and the app takes over once the visitor reaches", async () => {
    const page = browser.page();
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`${baseUrl}/marketplace?category=Healthcare`);
    const listed = (await (await fetch(`${baseUrl}/api/marketplace/items?category=Healthcare`)).json()) as {
      items: { title: string }[];
    };
    expect(await page.locator("article h3").allInnerTexts()).toEqual(listed.items.map((item) => item.title));
    // Every card leads with its cover, a generated one for the products whose creators uploaded none.
    const covers = page.locator("article img");
    expect(await covers.count()).toBe(listed.items.length);
    for (const cover of await covers.all()) {
      await cover.scrollIntoViewIfNeeded();
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await page.goto(`${baseUrl}/product/6`);
    const title = page.getByRole("heading", { level: 2, name: "The Caregiver's Companion" });
    expect(await title.isVisible()).toBe(true);
    const before = await title.boundingBox();
    expect(await page.getByText("Topics Covered").isVisible()).toBe(true);
    // Buying starts with signing in, so the visitor's button is a link that works before the app has loaded.
    await page.getByRole("link", { name: "Purchase & Download" }).click();
    await page.waitForURL(`${baseUrl}/login?next=%2Fproduct%2F6`);
    await page.unroute("**/assets/*.js");

    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`${baseUrl}/product/6`);
    // A visitor's page starts its app when they reach for it: here, a key.
    await page.keyboard.press("Tab");
    // The reviews are the app's own: once they show, the app has replaced the prerendered page.
    await expect.poll(() => page.getByRole("heading", { name: "Reviews" }).isVisible()).toBe(true);
    expect(await title.boundingBox()).toEqual(before);
    // The app names the page after the product, in the tab and in the breadcrumbs, as the server did.
    await expect.poll(() => page.title()).toBe("The Caregiver's Companion · Inkspire");
    expect(await page.locator('nav[aria-label="Breadcrumb"] [aria-current="page"]').textContent()).toBe(
      "The Caregiver's Companion",
    );
    expect(errors).toEqual([]);
    page.removeAllListeners("console");
  });

  it("keeps what a visitor typed and chose before the app took over the page, with the focus and caret", async () => {
    const page = browser.page();
    let typed: () => void = () => {};
    const visitorDone = new Promise<void>((resolve) => {
      typed = resolve;
    });
    // The app's scripts wait until the visitor has typed into the prerendered page.
    await page.route("**/assets/*.js", async (route) => {
      await visitorDone;
      await route.continue();
    });
    try {
      // Module scripts hold DOMContentLoaded back, so the page is used as soon as it is on screen.
      await page.goto(`${baseUrl}/marketplace`, { waitUntil: "commit" });
      await page.getByLabel("Category").selectOption("Health & Recovery");
      await page.getByLabel("Search products").pressSequentially("discharge");
    } finally {
      typed();
    }
    await page.waitForURL(/\/marketplace\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("q")).toBe("discharge");
    expect(url.searchParams.get("category")).toBe("Health & Recovery");
    // The app's own list is the filtered one, and the box still has the text, the focus and the caret at its end.
    const found = (await (
      await fetch(`${baseUrl}/api/marketplace/items?q=discharge&category=${encodeURIComponent("Health & Recovery")}`)
    ).json()) as {
      items: { title: string }[];
    };
    expect(found.items.map((item) => item.title)).toContain("The Hospital Discharge Checklist");
    await expect.poll(() => page.locator("article h3").allInnerTexts()).toEqual(found.items.map((item) => item.title));
    const box = page.getByLabel("Search products");
    expect(await box.inputValue()).toBe("discharge");
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe("discharge".length);
    expect(await page.getByLabel("Category").inputValue()).toBe("Health & Recovery");
    await page.unroute("**/assets/*.js");
  });

  it("lets a visitor search and open a product, sign in, buy in test mode and download; the creator earns 80%", async () => {
    const page = browser.page();
    const earningsBefore = await creatorEarnings();
    const buyer = await registerAccount(baseUrl, "buyer");

    await page.goto(`${baseUrl}/marketplace`);
    await expect.poll(() => page.getByTestId("product-card").count()).toBeGreaterThan(10);
    await screenshot(page, "marketplace");
    await page.getByRole("searchbox", { name: "Search products" }).fill("caregiver");
    await expect.poll(() => page.getByRole("heading", { name: "The Caregiver's Companion" }).isVisible()).toBe(true);
    await expect.poll(async () => (await page.getByTestId("product-card").count()) < 14).toBe(true);
    await page
      .getByTestId("product-card")
      .filter({ hasText: "The Caregiver's Companion" })
      .getByRole("link", { name: "View Details" })
      .click();
    await page.waitForURL(`${baseUrl}/product/6`);
    await expect.poll(() => page.getByRole("heading", { name: "The Caregiver's Companion" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Topics Covered").isVisible()).toBe(true);
    await screenshot(page, "product");

    await page.getByRole("button", { name: "Purchase & Download" }).click();
    await page.waitForURL(`${baseUrl}/login?next=%2Fproduct%2F6`);
    await page.getByLabel("Email").fill(buyer.email);
    await page.getByLabel("Password").fill(buyer.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${baseUrl}/product/6`);
    await page.getByRole("button", { name: "Purchase & Download" }).click();
    await page.waitForURL(/\/receipt\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId("receipt").isVisible()).toBe(true);
    expect(await page.getByTestId("receipt-price").textContent()).toBe("$197.00");
    expect(await page.getByText("Test mode: this order was marked paid").isVisible()).toBe(true);
    expect(await page.getByTestId("receipt-paid").count()).toBe(0);
    expect(await page.getByTestId("receipt-tax-notice").textContent()).toContain("no tax was charged or recorded");
    await screenshot(page, "receipt");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download your file" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^the-caregivers-companion\.(pdf|epub)$/);
    const path = await file.path();
    const { statSync } = await import("node:fs");
    expect(statSync(path).size).toBeGreaterThan(1000);

    expect(await creatorEarnings()).toBe(earningsBefore + 15760);

    await page.goto(`${baseUrl}/product/6`);
    const reviews = page.getByTestId("review-list").getByRole("listitem");
    await expect.poll(() => reviews.count()).toBe(1);
    const form = page.getByTestId("review-form");
    await form.getByRole("radio", { name: "4 stars" }).click();
    await form.getByRole("textbox").fill("Practical from the first page; the checklists saved us hours.");
    await form.getByRole("button", { name: "Submit review" }).click();
    await expect.poll(() => page.getByText("Review Saved").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("(2 reviews)").first().isVisible()).toBe(true);
    await expect.poll(() => reviews.count()).toBe(2);
    expect(await reviews.first().textContent()).toContain("Practical from the first page");
    const histogram = await page.getByTestId("review-histogram").innerText();
    expect(histogram.replace(/\s+/g, " ")).toContain("4 stars 1");

    // The buyer's own review opens for editing; the change shows as edited.
    await expect.poll(() => form.getByRole("heading", { name: "Your review" }).isVisible()).toBe(true);
    await form.getByRole("radio", { name: "5 stars" }).click();
    await form.getByRole("button", { name: "Update review" }).click();
    await expect.poll(async () => (await reviews.first().textContent())?.includes("edited")).toBe(true);
    await screenshot(page, "product-reviews");

    // The creator answers the review once; the reply shows under it.
    await page.evaluate(() => fetch("/api/auth/logout", { method: "POST" }));
    const creatorPage = page;
    await signInWithDemoButton(creatorPage, baseUrl, "creator", "/product/6");
    const newest = creatorPage.getByTestId("review-list").getByRole("listitem").first();
    await newest.getByLabel("Reply to this review").fill("Thank you: a checklist for the second year is coming.");
    await newest.getByRole("button", { name: "Post reply" }).click();
    await expect.poll(() => newest.getByText("The creator replied").isVisible()).toBe(true);
    await expect.poll(() => newest.getByLabel("Reply to this review").count()).toBe(0);
  });

  it("scrolls to and highlights the item the landing page links to", async () => {
    const page = browser.page();
    await page.goto(`${baseUrl}/marketplace?item=7`);
    const card = page.locator("#item-7");
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getAttribute("class")).toContain("ring-indigo-400");
  });

  it("searches the intelligent marketplace with Enter and shows recommendations", async () => {
    const page = browser.page();
    await page.goto(`${baseUrl}/marketplace-ai`);
    await expect.poll(() => page.getByTestId("recommendation").count()).toBeGreaterThan(0);
    const box = page.getByRole("searchbox", { name: "Ask the marketplace" });
    await box.press("Enter");
    expect(await page.getByTestId("search-results").count()).toBe(0);
    await box.fill("money for small business");
    await box.press("Enter");
    await expect.poll(() => page.getByTestId("search-results").isVisible()).toBe(true);
    await screenshot(page, "marketplace-ai");
  });
});
