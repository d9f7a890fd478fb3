/** What other features may use of the global layer: exchange rates, local prices and translation. */
export { minorUnits } from "../../common/money";
export { accountData } from "./account-data";
export { currencyForCountry, localPriceMinor, purchasingPowerMultiplier, readRates, usdCentsFor } from "./currency";
export { offersAnotherLanguage } from "./locale";
export { translateText } from "./translate";
export { localeAnswer, visitorCurrency } from "./visitor-currency";
