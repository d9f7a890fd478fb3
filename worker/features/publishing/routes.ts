import { Hono } from "hono";
import { z } from "zod";
import { KDP_TIERS } from "../../../schema/literary-enums";
import { fileNameFromTitle } from "../../common/file-name";
import type { AppEnv } from "../../env";
import { fileDownload } from "../../http/download";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { requirePlan } from "../../http/plan-gate";
import { validate, validateJson } from "../../http/validation";
import { publicAuthor } from "../auth";
import { KDP_CATEGORY_NAMES } from "./categories";
import { buildPackage, categoryChoices, listPackages, openPackage, testPublish } from "./service";

const category = z.enum(KDP_CATEGORY_NAMES as [string, ...string[]], { message: "Choose one of KDP's categories." });
const packageInput = z.object({
  workId: z.string().uuid("No such work."),
  tier: z.enum(KDP_TIERS).default("standard"),
  categories: z
    .tuple([category, category])
    .refine(([first, second]) => first !== second, "Choose two different categories.")
    .optional(),
});
const workParam = z.object({ workId: z.string().uuid("No such work.") });
const packageParam = z.object({ id: z.string().uuid("No such package.") });

export const kdpPackageRoutes = new Hono<AppEnv>()
  .post("/", requireUser, validateJson(packageInput), async (c) => {
    const user = c.get("user");
    const author = await publicAuthor(c.get("db"), user);
    const { workId, tier, categories } = c.req.valid("json");
    if (tier === "premium") requirePlan(user.tier, "kdp-premium");
    const built = await buildPackage(c.get("db"), c.env, author, workId, tier, categories);
    return c.json(
      {
        success: true,
        package: {
          id: built.id,
          title: built.title,
          status: built.status,
          tier: built.tier,
          pages: built.pages,
          wordCount: built.wordCount,
          price: built.priceCents / 100,
          pdfOmission: built.pdfOmission,
          generatedAt: built.generatedAt,
          downloadUrl: `/api/kdp-packages/download/${built.id}`,
        },
      },
      201,
    );
  })
  .get("/categories/:workId", requireUser, validate("param", workParam), async (c) =>
    c.json(await categoryChoices(c.get("db"), c.get("user").id, c.req.valid("param").workId)),
  )
  .get("/status", requireUser, async (c) => {
    const packages = await listPackages(c.get("db"), c.get("user").id);
    return c.json({
      success: true,
      packages,
      totalGenerated: packages.length,
      ready: packages.filter((p) => p.status === "ready").length,
    });
  })
  .get("/download/:id", requireUser, validate("param", packageParam), async (c) => {
    const { row, object } = await openPackage(c.get("db"), c.env, c.get("user").id, c.req.valid("param").id);
    const name = fileNameFromTitle(`${row.title} KDP package`, "zip", "kdp-package");
    return fileDownload(object.body, { name, type: "application/zip", size: object.size });
  });

export const realKdpRoutes = new Hono<AppEnv>().post("/test-publish", requireUser, async (c) =>
  c.json(await testPublish(c.get("db"), c.env, c.get("user").id)),
);

/** Automated publishing to Amazon is not offered; a request that carries a password is refused and never stored or logged. */
export const chromeKdpRoutes = new Hono<AppEnv>().post(
  "/",
  requireUser,
  validateJson(z.object({}).passthrough()),
  async (c) => {
    if ("password" in c.req.valid("json")) {
      throw new ApiError(
        400,
        "invalid_input",
        "Never send your Amazon password to another site. This platform does not sign in to KDP for you: upload your package yourself.",
      );
    }
    return c.json({
      success: false,
      message:
        "Automated publishing to Amazon KDP is not offered: it would need your Amazon password, and no site should hold it.",
      booksPublished: 0,
      recommendation:
        "Download your KDP package and follow UPLOAD-STEPS.md inside it; uploading takes about 30-45 minutes per book.",
      manualAlternative: "/kdp-packages",
      error: null,
    });
  },
);
