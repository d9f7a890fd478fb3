import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { addChip, ChipInput } from "./ChipInput";

describe("chip lists", () => {
  it("trim what is typed and ignore empty and repeated values, in any case", () => {
    expect(addChip([], "  SEO ")).toEqual(["SEO"]);
    expect(addChip(["SEO"], "seo")).toEqual(["SEO"]);
    expect(addChip(["SEO"], "   ")).toEqual(["SEO"]);
    expect(addChip(["a", "b"], "c", 2)).toEqual(["a", "b"]);
  });

  it("add on Enter or with the button, and remove with a chip's x", () => {
    function Harness() {
      const [values, setValues] = useState<string[]>([]);
      return (
        <ChipInput
          id="skills"
          label="Skills"
          values={values}
          onChange={setValues}
          addLabel="Add"
          removeLabel={(value) => `Remove ${value}`}
        />
      );
    }
    render(<Harness />);
    const input = screen.getByLabelText("Skills") as HTMLInputElement;
    fireEvent.change(input, { target: { value: " Copywriting " } });
    fireEvent.keyDown(input, { key: "Enter" });
    fireEvent.change(input, { target: { value: "Editing" } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    fireEvent.change(input, { target: { value: "copywriting" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Copywriting", "Editing"]);
    expect(input.value).toBe("");

    fireEvent.click(screen.getByRole("button", { name: "Remove Copywriting" }));
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Editing"]);
  });
});
