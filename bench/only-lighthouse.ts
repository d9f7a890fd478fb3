/** Only the Lighthouse part of the bench, printing each page's figures as it goes (`tsx bench/only-lighthouse.ts`). */
import { lighthouseMedians } from "./lighthouse";

const pages = await lighthouseMedians();
if (!pages) console.log("no Chromium");
