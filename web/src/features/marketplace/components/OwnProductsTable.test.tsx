import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app";
import type { OwnItem } from "../api/marketplace-client";
import { OwnProductsTable } from "./OwnProductsTable";

const item = {
  id: 7,
  title: "Caregiver's Guide",
  category: "Health & Recovery",
  priceCents: 4999,
  purchases: 312,
  earningsCents: 1_247_521,
  testEarningsCents: 1500,
  testSales: 1,
  status: "published",
  cover: {
    url: "/api/covers/generated/p7-0a1b2c3d-1600.jpg",
    cardUrl: "/api/covers/generated/p7-0a1b2c3d-320.jpg",
    pageUrl: "/api/covers/generated/p7-0a1b2c3d-640.jpg",
    width: 1600,
    height: 2560,
    generated: true,
  },
} as Partial<OwnItem> as OwnItem;

describe("the creator's products", () => {
  it("on a phone, shows each product as a card whose earnings sit whole beside their label", () => {
    renderWithApp(<OwnProductsTable items={[item]} />);
    const card = screen.getByRole("listitem");
    const value = (label: string) => within(card).getByText(label, { selector: "dt" }).nextElementSibling;
    expect(value("Product")?.textContent).toBe("Caregiver's GuideHealth & Recovery");
    expect(value("Price (USD)")?.textContent).toBe("$49.99");
    expect(value("Sales")?.textContent).toBe("312");
    expect(value("Your earnings")?.textContent).toBe("$12,475.21+ $15.00 test (1)");
    expect(within(value("Status") as HTMLElement).getByRole("button", { name: "Unpublish" })).toBeTruthy();
    const cover = value("Cover") as HTMLElement;
    const thumbnail = within(cover).getByRole("img", { name: "Cover of Caregiver's Guide" });
    expect(thumbnail.getAttribute("src")).toBe("/api/covers/generated/p7-0a1b2c3d-320.jpg");
    expect([thumbnail.getAttribute("width"), thumbnail.getAttribute("height")]).toEqual(["320", "512"]);
    expect(within(cover).getByLabelText(/Choose a cover image for Caregiver's Guide/)).toHaveProperty("type", "file");
    expect(cover.textContent).toContain("Made from the title");
    expect(screen.getByRole("table").className).toMatch(/(^| )hidden( |$)/);
  });
});
