import "./index.css";
import { reportCampaignVisit } from "./lib/campaign-visit";
import { afterFirstPaint } from "./lib/first-paint";
import { untilVisitorIntent } from "./lib/visitor-intent";

reportCampaignVisit();
// The landing page arrives prerendered. A visitor's works without its app, which starts when they reach for it
// (lib/visitor-intent.ts); otherwise the page is painted first, then the app that takes it over is loaded.
if (!(await untilVisitorIntent(document.getElementById("root")))) await afterFirstPaint();
await import("./app/start-landing");
