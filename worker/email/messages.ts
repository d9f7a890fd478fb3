import { escapeMarkup } from "../common/markup";
import { formatCents } from "../common/money";
import { EMAIL_CATALOG, type EmailStrings } from "./catalog";
import type { OutgoingEmail } from "./sender";

const BRAND = "Inkspire";

/** The catalog of a language (ISO 639-1), English when the platform does not speak it. */
export function emailStrings(language: string | null | undefined): EmailStrings {
  const base = (language ?? "en").split("-")[0]!;
  return EMAIL_CATALOG[base] ?? EMAIL_CATALOG.en!;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w{1,20})\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A message of a few paragraphs and one button, as text and as simple, escaped HTML. */
function compose(
  to: string,
  strings: EmailStrings,
  parts: { subject: string; paragraphs: string[]; action: string; link: string; after: string },
): OutgoingEmail {
  const text = [...parts.paragraphs, `${parts.action}: ${parts.link}`, parts.after, `— ${BRAND}`].join("\n\n");
  const html = `<!doctype html><html lang="${strings.lang}" dir="${strings.dir}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
${parts.paragraphs.map((p) => `<p>${escapeMarkup(p)}</p>`).join("\n")}
<p><a href="${escapeMarkup(parts.link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeMarkup(parts.action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeMarkup(parts.after)}</p>
<p style="font-size:13px;color:#475569">${escapeMarkup(strings.linkFallback)}<br>${escapeMarkup(parts.link)}</p>
<p style="font-size:13px;color:#475569">— ${BRAND}</p>
</body></html>`;
  return { to, subject: parts.subject, text, html, links: [parts.link] };
}

/** The link that proves the account owns its address. */
export function verificationEmail(to: string, language: string | null, link: string): OutgoingEmail {
  const strings = emailStrings(language);
  return compose(to, strings, {
    subject: strings.verify.subject,
    paragraphs: [strings.verify.intro],
    action: strings.verify.action,
    link,
    after: strings.verify.after,
  });
}

/** An invitation to a collaborative project, with the page where it is accepted. */
export function invitationEmail(
  to: string,
  language: string | null,
  details: { project: string; inviter: string; link: string },
): OutgoingEmail {
  const strings = emailStrings(language);
  const values = { project: details.project, inviter: details.inviter };
  return compose(to, strings, {
    subject: fill(strings.invite.subject, values),
    paragraphs: [fill(strings.invite.intro, values)],
    action: strings.invite.action,
    link: details.link,
    after: strings.invite.after,
  });
}

/** The link that lets the owner of the address choose a new password. */
export function passwordResetEmail(to: string, language: string | null, link: string): OutgoingEmail {
  const strings = emailStrings(language);
  return compose(to, strings, {
    subject: strings.reset.subject,
    paragraphs: [strings.reset.intro],
    action: strings.reset.action,
    link,
    after: strings.reset.after,
  });
}

export interface SaleDetails {
  product: string;
  author: string;
  priceCents: number;
  listPriceCents: number | null;
  discountCode: string | null;
  testMode: boolean;
  link: string;
}

const money = (cents: number, strings: EmailStrings) => formatCents(cents, strings.lang);

/** The buyer's receipt: what they bought, what they paid (and the discount), and where to download it. */
export function receiptEmail(to: string, language: string | null, sale: SaleDetails): OutgoingEmail {
  const strings = emailStrings(language);
  const values = { product: sale.product, author: sale.author };
  const discounted = sale.discountCode && sale.listPriceCents !== null && sale.listPriceCents > sale.priceCents;
  return compose(to, strings, {
    subject: fill(strings.receipt.subject, values),
    paragraphs: [
      fill(strings.receipt.intro, values),
      fill(strings.receipt.paid, { price: money(sale.priceCents, strings) }),
      ...(discounted
        ? [
            fill(strings.receipt.discount, {
              code: sale.discountCode ?? "",
              amount: money((sale.listPriceCents ?? 0) - sale.priceCents, strings),
              listPrice: money(sale.listPriceCents ?? 0, strings),
            }),
          ]
        : []),
      ...(sale.testMode ? [strings.receipt.testMode] : []),
    ],
    action: strings.receipt.action,
    link: sale.link,
    after: strings.receipt.after,
  });
}

/** The creator's notice of a sale and of their share. */
export function saleEmail(
  to: string,
  language: string | null,
  sale: SaleDetails & { shareCents: number },
): OutgoingEmail {
  const strings = emailStrings(language);
  const values = {
    product: sale.product,
    price: money(sale.priceCents, strings),
    share: money(sale.shareCents, strings),
  };
  return compose(to, strings, {
    subject: fill(strings.sale.subject, values),
    paragraphs: [fill(strings.sale.intro, values), ...(sale.testMode ? [strings.sale.testMode] : [])],
    action: strings.sale.action,
    link: sale.link,
    after: strings.sale.after,
  });
}

/** The buyer's notice that a purchase was refunded and its download ended. */
export function refundEmail(to: string, language: string | null, sale: SaleDetails): OutgoingEmail {
  const strings = emailStrings(language);
  const values = { product: sale.product, price: money(sale.priceCents, strings) };
  return compose(to, strings, {
    subject: fill(strings.refund.subject, values),
    paragraphs: [fill(strings.refund.intro, values), ...(sale.testMode ? [strings.refund.testMode] : [])],
    action: strings.refund.action,
    link: sale.link,
    after: strings.refund.after,
  });
}
