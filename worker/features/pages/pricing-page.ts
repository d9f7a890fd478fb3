import { LOCALE_QUERY_KEY, type PageData, plansQueryKey, SESSION_QUERY_KEY } from "../../common/page-data";
import { defaultCurrency } from "../../common/pricing-currency";
import { sessionAnswer } from "../auth";
import { localeAnswer } from "../global";
import { pricePlans } from "../pricing";
import type { PageFill } from "./head";
import { type PageRequest, pricingText } from "./page-request";
import { pricingContent } from "./pricing-content";

/**
 * What the worker writes into the pricing page's shell: the monthly plans priced for the visitor's country, in the
 * currency the app would start from (the country's, when its language is the page's; else the language's usual one),
 * with the answers the app asks for first. Null without a build of the app.
 */
export async function pricingPage(
  request: PageRequest,
  acceptLanguage: string | undefined,
  payments: "stripe" | "test" | "unavailable",
): Promise<PageFill | null> {
  const [t, locale] = await Promise.all([
    pricingText(request),
    localeAnswer(request.db, acceptLanguage, request.country),
  ]);
  if (!t) return null;
  const currency = defaultCurrency(request.language, locale);
  const priced = await pricePlans(request.db, currency, request.country, "monthly");
  const plans = { success: true as const, ...priced, payments };
  const content = await pricingContent(
    { plans: priced.plans, currency, ratesAsOf: priced.ratesAsOf, payments },
    t,
    request.language,
  );
  const data: PageData = request.visitor
    ? [
        [SESSION_QUERY_KEY, sessionAnswer(null)],
        [LOCALE_QUERY_KEY, locale],
        [plansQueryKey(currency, "monthly"), plans],
      ]
    : [];
  return { content: String(content), data };
}
