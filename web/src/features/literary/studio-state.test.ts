import { describe, expect, it } from "vitest";
import { strokeRecoveryForm, toCreateRequest } from "./studio-state";

describe("the studio's template", () => {
  it("preloads the 43-chapter recovery guide and sends it as the template while untouched", () => {
    const form = strokeRecoveryForm(false);
    expect(form.chapters.split("\n")).toHaveLength(43);
    expect(form.contentType).toBe("recovery-guide");
    expect(toCreateRequest(form)).toMatchObject({ template: "stroke-recovery", chapters: "" });
  });

  it("sends the author's own chapter list once it is edited", () => {
    const form = { ...strokeRecoveryForm(true), chapters: "One\nTwo" };
    const request = toCreateRequest(form);
    expect(request).not.toHaveProperty("template");
    expect(request).toMatchObject({ chapters: "One\nTwo", masterOverride: true });
  });
});
