import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, type JsonTo } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render-with-app";
import type { OwnItem } from "../api/marketplace-client";
import { TranslationsSection } from "./TranslationsSection";

type Translations = JsonTo<"GET /api/marketplace/items/4/translations">;

const ORIGINAL: Translations["original"] = {
  language: "en",
  title: "Harbour Days",
  description: "A walk around the harbour in twelve short chapters, one for every month of the year.",
  tags: ["harbour"],
  whatYouLearn: [],
  requirements: [],
  editions: [],
};
const SPANISH: Translations["translations"][number] = {
  language: "es",
  title: "Días de puerto",
  description: "Un paseo por el puerto en doce capítulos breves, uno por cada mes del año.",
  tags: ["puerto"],
  whatYouLearn: [],
  requirements: [],
  editionNotes: {},
  source: "creator",
  outOfDate: true,
  updatedAt: 1,
};

/** The listing as the edit answers it. */
const EDITED: JsonTo<"PATCH /api/marketplace/items/4">["item"] = {
  id: 4,
  slug: "harbour-days",
  title: "Harbour Days",
  author: "Ana",
  authorBio: "",
  creatorId: "u1",
  description: ORIGINAL.description,
  category: "Business & Entrepreneurship",
  price: 9,
  priceCents: 900,
  original_price: null,
  originalPriceCents: null,
  rating: null,
  ratingCount: 0,
  purchases: 0,
  tags: ["harbour"],
  featured: false,
  bestseller: false,
  testimonial: null,
  difficulty: "Beginner",
  estimated_time: "1 hour",
  format: "EPUB",
  preview_content: "",
  requirements: [],
  what_you_learn: [],
  status: "published",
  cover: {
    url: "/api/covers/generated/p4-1.jpg",
    cardUrl: "/api/covers/generated/p4-1-320.jpg",
    pageUrl: "/api/covers/generated/p4-1-800.jpg",
    width: 1600,
    height: 2560,
    generated: true,
  },
};

function renderSection() {
  renderWithApp(<TranslationsSection items={[{ id: 4, title: "Harbour Days" }] as OwnItem[]} />);
}

describe("a listing's words in My products", () => {
  it("keeps the commas and lines a creator types, and saves them as lists", async () => {
    const api = fakeApi({
      "GET /api/marketplace/items/4/translations": { success: true, original: ORIGINAL, translations: [] },
      "PUT /api/marketplace/items/4/translations/fr": { success: true, original: ORIGINAL, translations: [] },
    });
    renderSection();
    fireEvent.change(await screen.findByLabelText("Language"), { target: { value: "fr" } });
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Jours de port" } });
    const tags = screen.getByLabelText("Tags (separated by commas)");
    fireEvent.change(tags, { target: { value: "port, " } });
    expect((tags as HTMLInputElement).value).toBe("port, ");
    fireEvent.change(tags, { target: { value: "port, mer" } });
    const learn = screen.getByLabelText("What buyers will learn (one per line)");
    fireEvent.change(learn, { target: { value: "Lire les marées\n" } });
    expect((learn as HTMLTextAreaElement).value).toBe("Lire les marées\n");
    fireEvent.change(learn, { target: { value: "Lire les marées\nNommer les bateaux" } });
    fireEvent.click(screen.getByRole("button", { name: "Save translation" }));
    await screen.findByText("Translation saved");
    expect(api.calls("PUT /api/marketplace/items/4/translations/fr")[0]?.body).toMatchObject({
      title: "Jours de port",
      tags: ["port", "mer"],
      whatYouLearn: ["Lire les marées", "Nommer les bateaux"],
      drafted: false,
    });
  });

  it("edits the original in the same place, and confirms an out-of-date translation as it stands", async () => {
    let spanish = SPANISH;
    const answer = (): Translations => ({ success: true, original: ORIGINAL, translations: [spanish] });
    const api = fakeApi({
      "GET /api/marketplace/items/4/translations": answer,
      "PATCH /api/marketplace/items/4": { success: true, item: EDITED },
      "PUT /api/marketplace/items/4/translations/es": () => {
        spanish = { ...SPANISH, outOfDate: false };
        return answer();
      },
    });
    renderSection();
    const row = (await screen.findByText("Días de puerto")).closest("li")!;
    expect(within(row).getByTestId("out-of-date")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Still correct" }));
    await screen.findByText("Marked as up to date");
    await waitFor(() => expect(screen.queryByTestId("out-of-date")).toBeNull());
    expect(api.calls("PUT /api/marketplace/items/4/translations/es")[0]?.body).toMatchObject({
      title: "Días de puerto",
      drafted: false,
    });

    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "original" } });
    expect(screen.getByRole("option", { name: "English (original)" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Harbour Days, Revised" } });
    fireEvent.click(screen.getByRole("button", { name: "Save listing" }));
    await screen.findByText("Listing saved");
    expect(api.calls("PATCH /api/marketplace/items/4")[0]?.body).toMatchObject({
      title: "Harbour Days, Revised",
      tags: ["harbour"],
    });
  });
});
