import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render-with-app";
import type { Item } from "../api/marketplace-client";
import { ProductCard } from "./ProductCard";

const item: Item = {
  id: 4,
  slug: "caregivers-guide",
  title: "Caregiver's Guide",
  author: "Ana Ruiz",
  description: "Practical help for the first month.",
  category: "Health & Recovery",
  price: 47,
  priceCents: 4700,
  original_price: null,
  originalPriceCents: null,
  rating: 4.5,
  ratingCount: 12,
  purchases: 30,
  tags: ["care"],
  featured: false,
  bestseller: false,
  testimonial: null,
  cover: {
    url: "/api/covers/generated/p4-1.jpg",
    cardUrl: "/api/covers/generated/p4-1-320.jpg",
    pageUrl: "/api/covers/generated/p4-1-800.jpg",
    width: 1600,
    height: 2560,
    generated: true,
  },
};

/** The card for a visitor whose country pays in `countryCurrency` (null: dollars, or unknown). */
function renderCard(countryCurrency: { currency: string; perUsd: number } | null) {
  fakeApi({
    "GET /api/global/locale": () => ({ success: true, language: "en", currency: "USD", countryCurrency }),
  });
  const onPurchase = vi.fn();
  renderWithApp(<ProductCard item={item} onPurchase={onPurchase} purchasing={false} />);
  return onPurchase;
}

describe("a product card", () => {
  it("shows the price in the visitor's currency and buys in it", async () => {
    const onPurchase = renderCard({ currency: "EUR", perUsd: 0.92 });
    // 47 dollars at 0.92 is 43.24 euros; shops there show the next price ending in .99, 43.99 €.
    expect(await screen.findByText("€43.99 in your currency")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Purchase & Download" }));
    expect(onPurchase).toHaveBeenCalledWith("EUR");
  });

  it("buys in dollars, the price it shows, where the country pays in dollars", async () => {
    const onPurchase = renderCard(null);
    expect(await screen.findByText("$47.00")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Purchase & Download" }));
    expect(onPurchase).toHaveBeenCalledWith("USD");
    expect(screen.queryByTestId("local-price")).toBeNull();
  });
});
