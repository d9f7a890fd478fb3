import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Toaster } from "../../../components/Toaster";
import { createQueryClient } from "../../../lib/query-client";
import { fakeApi } from "../../../test/fake-api";
import type { OwnItem } from "../api/marketplace-client";
import { TranslationsSection } from "./TranslationsSection";

const ORIGINAL = {
  language: "en",
  title: "Harbour Days",
  description: "A walk around the harbour in twelve short chapters, one for every month of the year.",
  tags: ["harbour"],
  whatYouLearn: [],
  requirements: [],
  editions: [],
};
const SPANISH = {
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

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TranslationsSection items={[{ id: 4, title: "Harbour Days" }] as OwnItem[]} />
      <Toaster />
    </QueryClientProvider>,
  );
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
    const answer = () => ({ success: true, original: ORIGINAL, translations: [spanish] });
    const api = fakeApi({
      "GET /api/marketplace/items/4/translations": answer,
      "PATCH /api/marketplace/items/4": { success: true, item: { id: 4 } },
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
