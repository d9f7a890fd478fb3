import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import type { OwnPurchase, Receipt } from "./api/marketplace-client";
import { PurchasesPage } from "./PurchasesPage";

const PURCHASE_ID = "0b9c7a52-3d1e-4f6a-8b2c-9d0e1f2a3b4c";

const purchase: OwnPurchase = {
  purchaseId: PURCHASE_ID,
  status: "paid",
  testMode: false,
  priceCents: 1500,
  paidAt: Date.UTC(2026, 10, 14, 12),
  createdAt: Date.UTC(2026, 10, 14, 11),
  refundedAt: null,
  productId: 4,
  title: "Harbour Days",
  author: "Ana",
  charge: {
    currency: "EUR",
    amountMinor: 1300,
    totalMinor: 1399,
    taxMinor: 99,
    taxCountry: "ES",
    taxNote: null,
    hasInvoice: false,
  },
  downloadedEdition: 1,
  newestEdition: 2,
  newestLabel: "2",
  invoiceUrl: null,
};

/** The purchase's receipt, as the buyer's page reads it when they open the editions. */
const receipt: Receipt = {
  purchaseId: PURCHASE_ID,
  status: "paid",
  testMode: false,
  price: 15,
  priceCents: 1500,
  listPriceCents: null,
  discountCode: null,
  paidAt: purchase.paidAt,
  createdAt: purchase.createdAt,
  refundedAt: null,
  productId: 4,
  slug: "harbour-days",
  title: "Harbour Days",
  author: "Ana",
  fileName: "harbour-days.epub",
  fileType: "application/epub+zip",
  downloadUrl: `/api/marketplace/download/${PURCHASE_ID}`,
  charge: purchase.charge,
  invoiceUrl: null,
  editions: [],
};

const edition = (number: number, notes: string) => ({
  number,
  label: String(number),
  notes,
  fileType: "application/epub+zip",
  fileSize: 2048,
  hasChapters: false,
  createdAt: Date.UTC(2026, 10, number * 10),
  downloadUrl: `/api/marketplace/download/${PURCHASE_ID}?edition=${number}`,
});

function renderPage() {
  renderWithApp(<PurchasesPage />);
}

describe("a buyer's purchases", () => {
  it("show the price paid in the buyer's currency, the day, the download, the receipt and each edition's notes", async () => {
    const api = fakeApi({
      "GET /api/marketplace/purchases": { success: true, purchases: [purchase] },
      "GET /api/marketplace/updates": { success: true, all: false, mutedProducts: [] },
      [`GET /api/marketplace/purchases/${PURCHASE_ID}`]: {
        success: true,
        receipt: { ...receipt, editions: [edition(2, "Noon is **longer** now."), edition(1, "")] },
      },
    });
    renderPage();
    const card = within(await screen.findByTestId("purchase"));
    expect(card.getByTestId("purchase-paid").textContent).toBe("€13.99");
    expect(card.getByText("Nov 14, 2026")).toBeTruthy();
    expect(card.getByTestId("new-edition").textContent).toBe("New edition 2");
    expect(card.getByRole("link", { name: "Download edition 2" }).getAttribute("href")).toBe(
      `/api/marketplace/download/${PURCHASE_ID}`,
    );
    expect(card.getByRole("link", { name: "Receipt" }).getAttribute("href")).toBe(`/receipt/${PURCHASE_ID}`);
    // The editions are read only when the buyer opens them.
    expect(api.calls(`GET /api/marketplace/purchases/${PURCHASE_ID}`)).toEqual([]);
    const details = card.getByText("Every edition and its release notes").closest("details")!;
    details.open = true;
    fireEvent(details, new Event("toggle"));
    const editions = within(await card.findByTestId("edition-downloads"));
    expect(editions.getByText("longer").tagName).toBe("STRONG");
    expect(editions.getByRole("link", { name: "Download edition 1" }).getAttribute("href")).toContain("edition=1");
  });

  it("point a member who bought nothing to the marketplace", async () => {
    fakeApi({
      "GET /api/marketplace/purchases": { success: true, purchases: [] },
      "GET /api/marketplace/updates": { success: true, all: false, mutedProducts: [] },
    });
    renderPage();
    await screen.findByText("You have not bought anything yet.");
    expect(screen.getByRole("link", { name: "Browse the marketplace" }).getAttribute("href")).toBe("/marketplace");
  });
});
