import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceGroup } from "../../../components/ChoiceGroup";
import { SelectField } from "../../../components/SelectField";
import { TextField } from "../../../components/TextField";
import { ApiRequestError, serverMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { type NewDiscountCode, useCreateDiscountCode } from "../api/discount-code-queries";
import type { OwnItem } from "../api/marketplace-client";
import { endOfLocalDay, localToday } from "../dates";

const KINDS = ["percent", "amount"] as const;
type Kind = (typeof KINDS)[number];

const optionalNumber = (value: FormDataEntryValue | null) =>
  typeof value === "string" && value.trim() !== "" ? Number(value) : null;

function readForm(data: FormData, kind: Kind, productId: string): NewDiscountCode {
  const value = optionalNumber(data.get("value"));
  return {
    code: String(data.get("code") ?? "").trim(),
    productId: productId === "" ? null : Number(productId),
    percentOff: kind === "percent" ? value : null,
    amountOff: kind === "amount" ? value : null,
    expiresAt: endOfLocalDay(String(data.get("expiresAt") ?? "")),
    maxUses: optionalNumber(data.get("maxUses")),
  };
}

/** A compact form for a new code: one product or all, a percentage or an amount off, an optional expiry and limit. */
export function NewDiscountCodeForm({ products }: { products: OwnItem[] }) {
  const { t } = useTranslation("marketplace");
  const create = useCreateDiscountCode();
  const form = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<Kind>("percent");
  const [productId, setProductId] = useState("");
  const fields = create.error instanceof ApiRequestError ? create.error.fields : {};
  const titles = new Map(products.map((product) => [String(product.id), product.title]));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(readForm(new FormData(event.currentTarget), kind, productId), {
      onSuccess: ({ code }) => {
        notify.success(t("codes.createdTitle"), t("codes.created", { code: code.code }));
        form.current?.reset();
        setProductId("");
        create.reset();
      },
      onError: (error) => notify.error(t("codes.failedTitle"), serverMessage(error, t("codes.failed"))),
    });
  };

  return (
    <form
      ref={form}
      onSubmit={submit}
      className="grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-2 lg:grid-cols-3"
      aria-labelledby="new-code-heading"
    >
      <h3 id="new-code-heading" className="font-semibold sm:col-span-2 lg:col-span-3">
        {t("codes.newHeading")}
      </h3>
      <TextField
        id="discount-code"
        name="code"
        label={t("codes.code")}
        hint={t("codes.codeHint")}
        required
        minLength={3}
        maxLength={32}
        pattern="[A-Za-z0-9_\-]+"
        autoComplete="off"
        className="field-input uppercase"
        error={fields.code?.[0]}
      />
      <div>
        <SelectField
          id="discount-product"
          label={t("codes.product")}
          value={productId}
          options={[...titles.keys()]}
          optionLabel={(id) => titles.get(id) ?? id}
          placeholder={t("codes.allProducts")}
          onChange={setProductId}
        />
        {fields.productId && <p className="field-error">{fields.productId[0]}</p>}
      </div>
      <ChoiceGroup
        label={t("codes.kind")}
        name="kind"
        options={KINDS}
        value={kind}
        onChange={setKind}
        labelFor={(option) => t(`codes.kinds.${option}`)}
      />
      <TextField
        id="discount-value"
        name="value"
        type="number"
        label={kind === "percent" ? t("codes.percentOff") : t("codes.amountOff")}
        required
        min={kind === "percent" ? 1 : 0.01}
        max={kind === "percent" ? 100 : 10_000}
        step={kind === "percent" ? 1 : 0.01}
        error={fields.percentOff?.[0] ?? fields.amountOff?.[0]}
      />
      <TextField
        id="discount-expires"
        name="expiresAt"
        type="date"
        label={t("codes.expiresAt")}
        min={localToday()}
        error={fields.expiresAt?.[0]}
      />
      <TextField
        id="discount-max-uses"
        name="maxUses"
        type="number"
        label={t("codes.maxUses")}
        min={1}
        step={1}
        error={fields.maxUses?.[0]}
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <button type="submit" className="btn-primary" disabled={create.isPending}>
          {create.isPending ? t("codes.creating") : t("codes.create")}
        </button>
      </div>
    </form>
  );
}
