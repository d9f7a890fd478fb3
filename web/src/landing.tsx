import "./index.css";
import { reportCampaignVisit } from "./lib/campaign-visit";
import { afterFirstPaint } from "./lib/first-paint";

reportCampaignVisit();
// The landing page arrives prerendered: it is painted first, then the app that takes it over is loaded.
await afterFirstPaint();
await import("./app/start-landing");
