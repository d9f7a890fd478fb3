import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render-with-app";
import { PackageCategories } from "./PackageCategories";

const GARDENING = "Crafts, Hobbies & Home > Gardening & Landscape Design";
const LIVING = "Crafts, Hobbies & Home > Sustainable Living";
const TRAVEL = "Travel";

function Chooser({ seen }: { seen: (categories: [string, string] | null) => void }) {
  const [chosen, setChosen] = useState<[string, string] | null>(null);
  seen(chosen);
  return <PackageCategories workId="w1" chosen={chosen} onChange={setChosen} />;
}

describe("a package's categories before the build", () => {
  it("start at the work's suggestion and change to the creator's choice, never the same one twice", async () => {
    fakeApi({
      "GET /api/kdp-packages/categories/w1": {
        success: true,
        suggested: [GARDENING, LIVING],
        choices: [GARDENING, LIVING, TRAVEL],
      },
    });
    let latest: [string, string] | null = null;
    renderWithApp(<Chooser seen={(categories) => (latest = categories)} />);
    const first = (await screen.findByLabelText("First category")).closest("select")!;
    const second = screen.getByLabelText("Second category").closest("select")!;
    expect([first.value, second.value]).toEqual([GARDENING, LIVING]);
    expect([...second.options].map((option) => option.value)).toEqual([LIVING, TRAVEL]);
    fireEvent.change(second, { target: { value: TRAVEL } });
    expect(latest).toEqual([GARDENING, TRAVEL]);
  });
});
