/** What other features may use of the humanizer: one rewrite run through its stages. */
export { runRewrite } from "./rewrite-run";
