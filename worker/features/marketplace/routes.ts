import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { catalogueRoutes } from "./catalogue-routes";
import { coverOwnerRoutes } from "./cover-routes";
import { editionRoutes } from "./edition-routes";
import { purchaseRoutes } from "./purchase-routes";
import { reviewRoutes } from "./review-routes";
import { sellingRoutes } from "./selling-routes";
import { translationRoutes } from "./translation-routes";

/** The marketplace API, mounted at /api/marketplace: one router, so the web app's typed client sees every route. */
export const marketplaceRoutes = new Hono<AppEnv>()
  .route("/", catalogueRoutes)
  .route("/", reviewRoutes)
  .route("/", purchaseRoutes)
  .route("/", sellingRoutes)
  .route("/", coverOwnerRoutes)
  .route("/", editionRoutes)
  .route("/", translationRoutes);
