import "./index.css";
import { afterFirstPaint } from "./lib/first-paint";

// The landing page arrives prerendered: it is painted first, then the app that takes it over is loaded.
await afterFirstPaint();
await import("./app/start-landing");
