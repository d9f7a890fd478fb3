/** What other features may use of the global layer: exchange rates and local prices. */
export { localPriceMinor, minorUnits, purchasingPowerMultiplier, readRates, usdCentsFor } from "./currency";
