import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render-with-app";
import type { OwnItem } from "../api/marketplace-client";
import { NewEditionForm } from "./NewEditionForm";

const items = [
  { id: 4, title: "Harbour Days" },
  { id: 7, title: "Budgeting After Burnout" },
] as OwnItem[];

function renderForm() {
  renderWithApp(<NewEditionForm items={items} />);
}

describe("publishing a new edition from My products", () => {
  it("asks for the file buyers will download before sending anything", async () => {
    const api = fakeApi({});
    renderForm();
    fireEvent.change(screen.getByLabelText("Product"), { target: { value: "7" } });
    fireEvent.change(screen.getByLabelText("Edition name"), { target: { value: "2.1" } });
    fireEvent.click(screen.getByRole("button", { name: "Publish edition" }));
    const error = await screen.findByText("Choose the file buyers will download.");
    // The error is the file field's description, so a screen reader reads it with the field.
    expect(screen.getByLabelText("File (PDF, EPUB or ZIP, up to 25 MB)").getAttribute("aria-describedby")).toBe(
      error.id,
    );
    expect(api.calls()).toEqual([]);
  });
});
