import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app";
import { type CreateForm, emptyForm } from "../studio-state";
import { WritingOptionsFields } from "./WritingOptionsFields";

function Form() {
  const [form, setForm] = useState<CreateForm>(emptyForm());
  return <WritingOptionsFields form={form} onChange={(changes) => setForm({ ...form, ...changes })} />;
}

describe("the studio's writing options", () => {
  it("bring the word count into the chosen length's band, and keep one that already fits", () => {
    renderWithApp(<Form />);
    const words = screen.getByLabelText("Word count").closest("input")!;
    const length = screen.getByLabelText("Length").closest("select")!;
    expect(words.value).toBe("50000");
    fireEvent.change(length, { target: { value: "short" } });
    expect(words.value).toBe("5000");
    fireEvent.change(words, { target: { value: "12000" } });
    fireEvent.change(length, { target: { value: "short" } });
    expect(words.value).toBe("12000");
    fireEvent.change(length, { target: { value: "medium" } });
    expect(words.value).toBe("15000");
  });
});
