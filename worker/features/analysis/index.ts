/** What other features may use of text analysis: the full report on a text. */
export { analyzeText } from "./service";
