import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { Currency } from "../../../../../schema/pricing-enums";
import { serverMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../../../lib/current-user";
import { notify } from "../../../lib/notify";
import { usePurchase } from "../api/purchase-queries";

/**
 * Buying: a visitor is sent to sign in and back; a buyer pays (test mode pays at once) and lands on the receipt,
 * or goes to Stripe's checkout page. A failure says why, in a toast.
 */
export function usePurchaseFlow() {
  const { t } = useTranslation("marketplace");
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const purchase = usePurchase();

  /**
   * `discountCode`: a code the buyer applied; the server checks it again and charges the discounted price.
   * `currency`: the one the buyer chose to pay in (the server charges the price the page showed in it).
   */
  const buy = (item: { id: number; price: number; title: string }, discountCode?: string, currency?: Currency) => {
    if (!user) {
      navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    purchase.mutate(
      {
        productId: item.id,
        price: item.price,
        title: item.title,
        ...(discountCode ? { discountCode } : {}),
        ...(currency ? { currency } : {}),
      },
      {
        onSuccess: (result) => {
          if ("checkoutUrl" in result && result.checkoutUrl) {
            window.location.assign(result.checkoutUrl);
            return;
          }
          notify.success(t("purchase.successTitle"), result.message);
          navigate(`/receipt/${result.purchaseId}`);
        },
        onError: (error) => notify.error(t("purchase.failedTitle"), serverMessage(error, t("purchase.failed"))),
      },
    );
  };
  return { buy, pendingId: purchase.isPending ? purchase.variables?.productId : undefined };
}
