import "./index.css";
import { afterFirstPaint } from "./lib/first-paint";

// A public page arrives prerendered (the app's shell, and a product's content): it is painted first, then the app
// that replaces it is loaded. Other pages start the app at once.
if (document.getElementById("root")?.firstElementChild) await afterFirstPaint();
await import("./app/start-app");
