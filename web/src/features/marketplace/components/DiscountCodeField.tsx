import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../../worker/common/money";
import { serverMessage } from "../../../lib/api-client";
import type { DiscountPreview } from "../api/marketplace-client";
import { useCheckDiscountCode } from "../api/purchase-queries";
import { Price } from "./Price";

function AppliedDiscount({ discount, onRemove }: { discount: DiscountPreview; onRemove: () => void }) {
  const { t, i18n } = useTranslation("marketplace");
  return (
    <div className="space-y-1 rounded-lg bg-emerald-50 p-3 text-sm" data-testid="discount-applied">
      <Price cents={discount.priceCents} originalCents={discount.priceCents + discount.discountCents} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-emerald-800">
        <span>
          {t("discount.applied", { code: discount.code, amount: formatCents(discount.discountCents, i18n.language) })}
        </span>
        <button type="button" className="font-medium text-indigo-600 hover:underline" onClick={onRemove}>
          {t("discount.remove")}
        </button>
      </div>
    </div>
  );
}

/**
 * "Have a discount code?" under the buy button: the buyer checks a code and sees the price it gives. `onChange`
 * hears the code once the server accepted it (null when removed), so that the purchase carries it.
 */
export function DiscountCodeField({
  productId,
  onChange,
}: {
  productId: number;
  onChange: (code: string | null) => void;
}) {
  const { t } = useTranslation("marketplace");
  const check = useCheckDiscountCode(productId);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const id = useId();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    check.mutate(typed.trim(), { onSuccess: (discount) => onChange(discount.code) });
  };
  const remove = () => {
    check.reset();
    setTyped("");
    onChange(null);
  };

  if (check.data) return <AppliedDiscount discount={check.data} onRemove={remove} />;

  const error = check.error ? serverMessage(check.error, t("discount.failed")) : null;
  return (
    <div className="text-sm">
      <button
        type="button"
        className="font-medium text-indigo-600 hover:underline"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((value) => !value)}
      >
        {t("discount.toggle")}
      </button>
      {open && (
        <form id={`${id}-form`} className="mt-2 space-y-1" onSubmit={apply} noValidate>
          <label htmlFor={`${id}-code`} className="field-label">
            {t("discount.label")}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-code`}
              className="field-input min-w-0 flex-1 uppercase"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              maxLength={32}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <button type="submit" className="btn-secondary shrink-0" disabled={check.isPending || typed.trim() === ""}>
              {check.isPending ? t("discount.applying") : t("discount.apply")}
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="field-error">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
