import "./index.css";
import { reportCampaignVisit } from "./lib/campaign-visit";
import { afterFirstPaint } from "./lib/first-paint";
import { untilVisitorIntent } from "./lib/visitor-intent";

// A campaign's link counts when it is opened, whether or not the visitor then does anything.
reportCampaignVisit();
const root = document.getElementById("root");
// A visitor's public page works without the app, which starts when they reach for it (lib/visitor-intent.ts).
// Another prerendered page (the app's shell, and the page's content) is painted first, then the app that replaces it
// is loaded. Other pages start the app at once.
if (!(await untilVisitorIntent(root)) && root?.firstElementChild) await afterFirstPaint();
await import("./app/start-app");
