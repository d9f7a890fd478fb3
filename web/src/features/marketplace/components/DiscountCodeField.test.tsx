import { fireEvent, screen } from "@testing-library/react";
import { getI18n } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import germanErrors from "../../../locales/de/errors.json";
import { type AnswerTo, apiError, fakeApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render-with-app";
import { DiscountCodeField } from "./DiscountCodeField";

/** The instance the test setup initialised (features may not import the app shell). */
const i18n = getI18n();

/** The preview endpoint answering every code with one answer. */
function fakePreview(answer: AnswerTo<"GET /api/marketplace/item/7/discount">) {
  return fakeApi({ "GET /api/marketplace/item/7/discount": answer });
}

function renderField() {
  const onChange = vi.fn();
  renderWithApp(<DiscountCodeField productId={7} onChange={onChange} />);
  return onChange;
}

function applyCode(code: string) {
  fireEvent.click(screen.getByRole("button", { name: "Have a discount code?" }));
  fireEvent.change(screen.getByLabelText("Discount code"), { target: { value: code } });
  fireEvent.click(screen.getByRole("button", { name: "Apply" }));
}

const EXPIRED = 'The discount code "OLD10" has expired.';

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the discount code field", () => {
  it("shows the discounted price with the list price struck through, and hands the code on", async () => {
    const api = fakePreview({ success: true, code: "SPRING25", priceCents: 1500, discountCents: 500 });
    const onChange = renderField();
    applyCode("spring25");

    expect(await screen.findByText("Code SPRING25 applied: −$5.00")).toBeTruthy();
    expect(screen.getByText("$15.00")).toBeTruthy();
    expect(screen.getByText("$20.00").closest("s")).not.toBeNull();
    expect(onChange).toHaveBeenCalledWith("SPRING25");
    expect(api.calls()[0]?.url).toContain("/api/marketplace/item/7/discount?code=spring25");

    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText("$15.00")).toBeNull();
  });

  it("says inline that an expired code has expired, and applies nothing", async () => {
    fakePreview(apiError(410, "discount_expired", EXPIRED));
    const onChange = renderField();
    applyCode("OLD10");

    expect((await screen.findByRole("alert")).textContent).toBe(EXPIRED);
    expect(screen.getByLabelText("Discount code").getAttribute("aria-invalid")).toBe("true");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says it in the reader's language", async () => {
    i18n.addResourceBundle("de", "errors", germanErrors);
    await i18n.changeLanguage("de");
    fakePreview(apiError(410, "discount_expired", EXPIRED));
    renderField();
    applyCode("OLD10");

    expect((await screen.findByRole("alert")).textContent).toBe(germanErrors.code.discount_expired);
  });
});
