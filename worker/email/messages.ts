import { escapeMarkup } from "../common/markup";
import { formatCents, formatMinor } from "../common/money";
import { EMAIL_CATALOG, type EmailStrings } from "./catalog";
import { compose, sectionEmail } from "./compose";
import { fill } from "./fill";
import type { OutgoingEmail } from "./sender";

/** The catalog of a language (ISO 639-1), English when the platform does not speak it. */
export function emailStrings(language: string | null | undefined): EmailStrings {
  const base = (language ?? "en").split("-")[0]!;
  return EMAIL_CATALOG[base] ?? EMAIL_CATALOG.en!;
}

/** The link that proves the account owns its address. */
export function verificationEmail(to: string, language: string | null, link: string): OutgoingEmail {
  const strings = emailStrings(language);
  return sectionEmail(to, strings, strings.verify, link);
}

/** To an address that has an account, when someone signs up with it again: sign in, or choose a new password. */
export function accountExistsEmail(to: string, language: string | null, link: string): OutgoingEmail {
  const strings = emailStrings(language);
  return sectionEmail(to, strings, strings.exists, link);
}

/** To the owner of an address another account asked to move to: nothing changed, and where to sign in. */
export function addressInUseEmail(to: string, language: string | null, link: string): OutgoingEmail {
  const strings = emailStrings(language);
  return sectionEmail(to, strings, strings.addressInUse, link);
}

/** An invitation to a collaborative project, with the page where it is accepted. */
export function invitationEmail(
  to: string,
  language: string | null,
  details: { project: string; inviter: string; link: string },
): OutgoingEmail {
  const strings = emailStrings(language);
  return sectionEmail(to, strings, strings.invite, details.link, {
    project: details.project,
    inviter: details.inviter,
  });
}

/** The link that lets the owner of the address choose a new password. */
export function passwordResetEmail(to: string, language: string | null, link: string): OutgoingEmail {
  const strings = emailStrings(language);
  return sectionEmail(to, strings, strings.reset, link);
}

export interface SaleDetails {
  product: string;
  author: string;
  priceCents: number;
  listPriceCents: number | null;
  discountCode: string | null;
  testMode: boolean;
  link: string;
  /** What the buyer paid in their currency, tax included, once paid; null for a sale before charges were kept. */
  paid: { currency: string; totalMinor: number | null; taxMinor: number | null; invoiceId: string | null } | null;
}

const money = (cents: number, strings: EmailStrings) => formatCents(cents, strings.lang);

/** The buyer's amount: what they paid in their currency, or the dollar price of a sale without a recorded charge. */
function buyerAmount(sale: SaleDetails, strings: EmailStrings): string {
  const paid = sale.paid;
  if (paid?.totalMinor == null) return money(sale.priceCents, strings);
  return formatMinor(paid.totalMinor, paid.currency, strings.lang);
}

/** The buyer's receipt: what they bought, what they paid (and the discount), and where to download it. */
export function receiptEmail(to: string, language: string | null, sale: SaleDetails): OutgoingEmail {
  const strings = emailStrings(language);
  // The discount is in dollars: shown on a dollar purchase only (in another currency the amount paid says it all).
  const inDollars = (sale.paid?.currency ?? "USD") === "USD";
  const discounted =
    inDollars && sale.discountCode && sale.listPriceCents !== null && sale.listPriceCents > sale.priceCents;
  const tax = sale.paid?.taxMinor ? formatMinor(sale.paid.taxMinor, sale.paid.currency, strings.lang) : null;
  const discount = fill(strings.receipt.discount, {
    code: sale.discountCode ?? "",
    amount: money((sale.listPriceCents ?? 0) - sale.priceCents, strings),
    listPrice: money(sale.listPriceCents ?? 0, strings),
  });
  return sectionEmail(
    to,
    strings,
    strings.receipt,
    sale.link,
    { product: sale.product, author: sale.author },
    [
      fill(strings.receipt.paid, { price: buyerAmount(sale, strings) }),
      ...(discounted ? [discount] : []),
      ...(tax ? [fill(strings.receipt.tax, { amount: tax })] : []),
      ...(sale.paid?.invoiceId ? [strings.receipt.invoice] : []),
      ...(sale.testMode ? [strings.receipt.testMode] : []),
    ],
    { label: strings.receipt.allPurchases, link: new URL("/purchases", sale.link).href },
  );
}

/** The creator's notice of a sale and of their share. */
export function saleEmail(
  to: string,
  language: string | null,
  sale: SaleDetails & { shareCents: number },
): OutgoingEmail {
  const strings = emailStrings(language);
  // Paid in another currency: the buyer's amount beside the dollars the share is counted in.
  const inDollars = (sale.paid?.currency ?? "USD") === "USD" || sale.paid?.totalMinor == null;
  const dollars = money(sale.priceCents, strings);
  const values = {
    product: sale.product,
    price: inDollars ? dollars : `${dollars} (${buyerAmount(sale, strings)})`,
    share: money(sale.shareCents, strings),
  };
  return sectionEmail(to, strings, strings.sale, sale.link, values, sale.testMode ? [strings.sale.testMode] : []);
}

/** The buyer's notice that a purchase was refunded and its download ended. */
export function refundEmail(to: string, language: string | null, sale: SaleDetails): OutgoingEmail {
  const strings = emailStrings(language);
  const values = { product: sale.product, price: buyerAmount(sale, strings) };
  return sectionEmail(to, strings, strings.refund, sale.link, values, sale.testMode ? [strings.refund.testMode] : []);
}

export interface PlanDetails {
  plan: string;
  currency: string;
  /** In the currency's minor unit, per billing interval. */
  amountMinor: number;
  periodEnd: number;
  link: string;
}

function planValues(plan: PlanDetails, strings: EmailStrings) {
  return {
    plan: plan.plan,
    price: formatMinor(plan.amountMinor, plan.currency, strings.lang),
    date: new Intl.DateTimeFormat(strings.lang, { dateStyle: "long", timeZone: "UTC" }).format(plan.periodEnd),
  };
}

/** A subscription renewed: what was charged and until when the plan runs. */
export function renewalEmail(to: string, language: string | null, plan: PlanDetails): OutgoingEmail {
  const strings = emailStrings(language);
  return sectionEmail(to, strings, strings.renewal, plan.link, planValues(plan, strings));
}

/** A renewal payment failed: the plan holds until its period ends while the card is tried again. */
export function paymentFailedEmail(to: string, language: string | null, plan: PlanDetails): OutgoingEmail {
  const strings = emailStrings(language);
  return sectionEmail(to, strings, strings.paymentFailed, plan.link, planValues(plan, strings));
}

/** Sent to the new address: opening the link makes it the account's address. */
export function changeEmailEmail(to: string, language: string | null, link: string): OutgoingEmail {
  const strings = emailStrings(language);
  return sectionEmail(to, strings, strings.changeEmail, link, { email: to });
}

/** Sent to the old address once the change is made, with a way back if it was not the owner. */
export function emailChangedEmail(
  to: string,
  language: string | null,
  details: { newEmail: string; link: string },
): OutgoingEmail {
  const strings = emailStrings(language);
  return sectionEmail(to, strings, strings.emailChanged, details.link, { email: details.newEmail });
}

/** A member's notice that a project went with its owner's account. */
export function projectDeletedEmail(
  to: string,
  language: string | null,
  details: { project: string; owner: string; link: string },
): OutgoingEmail {
  const strings = emailStrings(language);
  return sectionEmail(to, strings, strings.projectDeleted, details.link, {
    project: details.project,
    owner: details.owner,
  });
}

/** The last message to a deleted account's address: what went and what stays. */
export function accountDeletedEmail(
  to: string,
  language: string | null,
  details: { username: string; link: string },
): OutgoingEmail {
  const strings = emailStrings(language);
  return sectionEmail(to, strings, strings.accountDeleted, details.link, { username: details.username });
}

/**
 * A strategic-outreach message an admin wrote: their paragraphs (split at blank lines), then why the recipient gets
 * it and how to be taken off the list, in the admin's language.
 */
export function outreachEmail(
  to: string,
  language: string | null,
  details: { subject: string; message: string; site: string },
): OutgoingEmail {
  const strings = emailStrings(language);
  const paragraphs = details.message
    .split("\n\n")
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const footer = fill(strings.outreach.footer, { site: details.site });
  const text = [...paragraphs, `— ${footer}`].join("\n\n");
  const html = `<!doctype html><html lang="${strings.lang}" dir="${strings.dir}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
${paragraphs.map((p) => `<p>${escapeMarkup(p).replaceAll("\n", "<br>")}</p>`).join("\n")}
<p style="font-size:13px;color:#475569">${escapeMarkup(footer)}</p>
</body></html>`;
  return { to, subject: details.subject, text, html, links: [] };
}

/** To a buyer, when the creator publishes a new edition of what they bought: the notes, the download, the opt-out. */
export function editionEmail(
  to: string,
  language: string | null,
  edition: { product: string; author: string; label: string; notes: string; link: string; optOutLink: string },
): OutgoingEmail {
  const strings = emailStrings(language);
  const values = { product: edition.product, author: edition.author, edition: edition.label };
  const notes = edition.notes.trim();
  const email = compose(to, strings, {
    subject: fill(strings.edition.subject, values),
    paragraphs: [fill(strings.edition.intro, values), ...(notes ? [`${strings.edition.notes}\n${notes}`] : [])],
    action: strings.edition.action,
    link: edition.link,
    after: fill(strings.edition.after, { ...values, optOut: edition.optOutLink }),
  });
  return { ...email, links: [edition.link, edition.optOutLink] };
}

/** Tells a member who was not in a project that teammates mentioned them there: the latest words, a link, an opt-out. */
export function mentionEmail(
  to: string,
  language: string | null,
  mention: { name: string; project: string; excerpts: string[]; link: string; optOutLink: string },
): OutgoingEmail {
  const strings = emailStrings(language);
  const values = { name: mention.name, project: mention.project };
  const email = compose(to, strings, {
    subject: fill(strings.mention.subject, values),
    paragraphs: [fill(strings.mention.intro, values), ...mention.excerpts.map((excerpt) => `“${excerpt}”`)],
    action: strings.mention.action,
    link: mention.link,
    after: fill(strings.mention.after, { optOut: mention.optOutLink }),
  });
  return { ...email, links: [mention.link, mention.optOutLink] };
}
