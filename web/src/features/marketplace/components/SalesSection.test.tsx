import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeApi, fakeApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render-with-app";
import type { Sale } from "../api/marketplace-client";
import { SalesSection } from "./SalesSection";

const PURCHASE_ID = "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f";
const REFUNDED = "Refunded: the buyer's money goes back and their download has ended.";

const paidSale: Sale = {
  purchaseId: PURCHASE_ID,
  productId: 3,
  title: "Caregiver's Guide",
  buyer: "reader42",
  status: "paid",
  testMode: true,
  priceCents: 1500,
  listPriceCents: 2000,
  discountCode: "SPRING25",
  paidAt: Date.UTC(2026, 2, 3, 12),
  refundedAt: null,
  buyerPaid: { currency: "USD", totalMinor: 1500 },
  invoiceUrl: null,
  refundable: true,
};

/** The sales API: the list (refunded once a refund was posted) and the refund itself. */
function fakeSalesApi() {
  let refunded = false;
  return fakeApi({
    "GET /api/marketplace/sales": () => ({
      success: true,
      sales: [refunded ? { ...paidSale, status: "refunded", refundable: false, refundedAt: Date.now() } : paidSale],
    }),
    [`POST /api/marketplace/sales/${PURCHASE_ID}/refund`]: () => {
      refunded = true;
      return { success: true, message: REFUNDED };
    },
  });
}

function renderSection() {
  renderWithApp(<SalesSection />);
}

/** The sales as a table, the layout from Tailwind's `sm` up (jsdom applies no CSS, so both layouts are in the page). */
async function salesTable() {
  return within(await within(screen.getByTestId("sales")).findByRole("table"));
}

const refundPosts = (api: FakeApi) =>
  api
    .calls()
    .filter((call) => call.method === "POST")
    .map((call) => call.url);

describe("the sales section", () => {
  it("lists a sale with its code, status and test badge", async () => {
    fakeSalesApi();
    renderSection();
    const sales = await salesTable();
    expect(sales.getByText("Caregiver's Guide")).toBeTruthy();
    expect(sales.getByText("reader42")).toBeTruthy();
    expect(sales.getByText("code SPRING25")).toBeTruthy();
    expect(sales.getByText("Paid")).toBeTruthy();
    expect(sales.getByText("Test")).toBeTruthy();
  });

  it("shows each sale on a phone as a card of labelled values, table hidden, refund kept", async () => {
    fakeSalesApi();
    renderSection();
    const table = await within(screen.getByTestId("sales")).findByRole("table");
    const card = within(screen.getByTestId("sales")).getByRole("listitem");
    const value = (label: string) => within(card).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(value("Product")).toBe("Caregiver's Guide");
    expect(value("Buyer")).toBe("reader42");
    expect(value("Price")).toBe("$15.00$20.00code SPRING25");
    expect(value("Date")).toBe("Mar 3, 2026");
    expect(value("Status")).toBe("PaidTest");
    expect(within(card).getByRole("button", { name: "Refund" })).toBeTruthy();
    expect(table.className).toMatch(/(^| )hidden( |$)/);
    expect(card.closest("ul")?.className).toContain("sm:hidden");
  });

  it("refunds after an inline confirmation, then shows the sale refunded", async () => {
    const api = fakeSalesApi();
    renderSection();
    fireEvent.click((await salesTable()).getByRole("button", { name: "Refund" }));
    const confirmation = screen.getByRole("group", { name: "Refund $15.00 to reader42? Their download ends." });
    expect(refundPosts(api)).toEqual([]);

    fireEvent.click(within(confirmation).getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(refundPosts(api)).toHaveLength(1));
    expect(refundPosts(api)[0]).toMatch(new RegExp(`/api/marketplace/sales/${PURCHASE_ID}/refund$`));
    expect(await screen.findByText(REFUNDED)).toBeTruthy();
    expect(await (await salesTable()).findByText("Refunded")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
  });

  it("sends nothing when the refund is cancelled", async () => {
    const api = fakeSalesApi();
    renderSection();
    fireEvent.click((await salesTable()).getByRole("button", { name: "Refund" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("group")).toBeNull();
    expect(refundPosts(api)).toEqual([]);
  });

  it("says so when there are no sales yet", async () => {
    fakeApi({ "GET /api/marketplace/sales": { success: true, sales: [] } });
    renderSection();
    expect(await screen.findByText(/No sales yet/)).toBeTruthy();
  });
});
