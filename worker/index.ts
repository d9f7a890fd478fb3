import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import type { AppEnv } from "./env";
import { adminRoutes } from "./features/admin/routes";
import { analysisRoutes } from "./features/analysis/routes";
import { analyticsRoutes } from "./features/analytics/routes";
import { authRoutes } from "./features/auth/routes";
import { collaborativeRoutes } from "./features/collaborative/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { devRoutes } from "./features/dev/routes";
import { ecosystemRoutes } from "./features/ecosystem/routes";
import { contentRoutes, globalSeoRoutes } from "./features/global/content-routes";
import { globalRoutes, translateRoutes } from "./features/global/routes";
import { communicationRoutes, creatorRoutes, hiringRoutes } from "./features/hiring/routes";
import { humanizerRoutes } from "./features/humanizer/routes";
import { exportRoutes, integrationRoutes, researchRoutes } from "./features/integrations/routes";
import { literaryRoutes } from "./features/literary/routes";
import { marketingRoutes } from "./features/marketing/routes";
import { type CoverJob, drawQueuedCovers } from "./features/marketplace/cover-drawing";
import { coverRoutes } from "./features/marketplace/cover-routes";
import { marketplaceRoutes } from "./features/marketplace/routes";
import { orchestrationRoutes } from "./features/orchestration/routes";
import { pageRoutes } from "./features/pages/routes";
import { platformAuditRoutes } from "./features/platform-audit/routes";
import { platformStatsRoutes } from "./features/platform-stats/routes";
import { billingRoutes, pricingRoutes, subscriptionRoutes } from "./features/pricing/routes";
import { avatarRoutes, profileRoutes } from "./features/profile/routes";
import { chromeKdpRoutes, kdpPackageRoutes, realKdpRoutes } from "./features/publishing/routes";
import { qualityRoutes } from "./features/quality/routes";
import { settingsRoutes } from "./features/settings/routes";
import { refreshStatusSoon } from "./features/system-status";
import { healthRoutes } from "./features/system-status/health-routes";
import { automatedSystemRoutes } from "./features/system-status/routes";
import { voiceRoutes } from "./features/voice/routes";
import { sameOriginMutations } from "./http/csrf";
import { databaseSession } from "./http/database-session";
import { forgetVersionsAfterWrites } from "./http/edge-cache";
import { ApiError, handleError, handleNotFound } from "./http/errors";
import { apiSecureHeaders, noStoreByDefault } from "./http/secure-headers";
import { sessionMiddleware } from "./http/session";
import { paymentRoutes } from "./payments/routes";
import { scheduled } from "./scheduled";

const MAX_BODY_BYTES = 1024 * 1024;
/** The routes that take files: each sets its own, larger limit beside its handler. Every other body is at most 1 MB. */
export const UPLOAD_ROUTES: readonly [method: string, path: RegExp][] = [
  ["POST", /^\/api\/marketplace\/items$/],
  ["POST", /^\/api\/profile\/avatar$/],
  ["PUT", /^\/api\/marketplace\/items\/\d+\/cover$/],
  ["POST", /^\/api\/marketplace\/items\/\d+\/editions$/],
];
const isUpload = (method: string, path: string) =>
  UPLOAD_ROUTES.some(([uploadMethod, pattern]) => uploadMethod === method && pattern.test(path));

/** The API: every route under /api, with the platform's middleware and its single error body. */
export const app = new Hono<AppEnv>().basePath("/api");

app.use(requestId());
app.use(apiSecureHeaders);
app.use(noStoreByDefault);
app.use(databaseSession);
app.use(sameOriginMutations);
const requestBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, "payload_too_large", "The request body is larger than 1 MB.");
  },
});
app.use((c, next) => (isUpload(c.req.method, c.req.path) ? next() : requestBodyLimit(c, next)));
app.use(sessionMiddleware);
app.use(forgetVersionsAfterWrites);

app.route("/auth", authRoutes);
app.route("/health", healthRoutes);
app.route("/dashboard", dashboardRoutes);
app.route("/text", analysisRoutes);
app.route("/", humanizerRoutes);
app.route("/marketplace", marketplaceRoutes);
app.route("/literary", literaryRoutes);
app.route("/kdp-packages", kdpPackageRoutes);
app.route("/real-kdp", realKdpRoutes);
app.route("/chrome-kdp-automation", chromeKdpRoutes);
app.route("/translate", translateRoutes);
app.route("/global", globalRoutes);
app.route("/pricing", pricingRoutes);
app.route("/create-subscription", subscriptionRoutes);
app.route("/billing", billingRoutes);
app.route("/dev", devRoutes);
app.route("/account", settingsRoutes);
app.route("/profile", profileRoutes);
app.route("/avatars", avatarRoutes);
app.route("/covers", coverRoutes);
app.route("/hiring", hiringRoutes);
app.route("/creators", creatorRoutes);
app.route("/communication", communicationRoutes);
app.route("/analytics", analyticsRoutes);
app.route("/global-seo", globalSeoRoutes);
app.route("/content", contentRoutes);
app.route("/collaborative", collaborativeRoutes);
// A payment, refund or dispute changes the sales and revenue the status dashboards show.
app.use("/payments/*", async (c, next) => {
  await next();
  if (c.res.ok) refreshStatusSoon(c.executionCtx, c.get("db"), c.env);
});
app.route("/payments", paymentRoutes);
app.route("/admin", adminRoutes);
// The public figures first: the audit routes after them are for admins only.
app.route("/platform", platformStatsRoutes);
app.route("/platform", platformAuditRoutes);
app.route("/marketing", marketingRoutes);
app.route("/automated-system", automatedSystemRoutes);
app.route("/integrations", integrationRoutes);
app.route("/research", researchRoutes);
app.route("/export", exportRoutes);
app.route("/quality", qualityRoutes);
app.route("/voice", voiceRoutes);
app.route("/orchestration", orchestrationRoutes);
app.route("/ecosystem", ecosystemRoutes);

app.notFound(handleNotFound);
app.onError(handleError);

export { CollabRoom } from "../durable-objects/collab-room/room";
export { MemberSockets } from "../durable-objects/member-sockets";
export { StatusHub } from "../durable-objects/status-hub";

/** /api/* is the API; the few other paths the worker runs first for (wrangler.toml) are the public pages. */
export default {
  fetch: (request: Request, env: AppEnv["Bindings"], ctx: ExecutionContext) =>
    new URL(request.url).pathname.startsWith("/api/")
      ? app.fetch(request, env, ctx)
      : pageRoutes.fetch(request, env, ctx),
  scheduled,
  queue: drawQueuedCovers,
} satisfies ExportedHandler<AppEnv["Bindings"], CoverJob>;
