import { Hono } from "hono";
import { z } from "zod";
import { fileNameFromTitle } from "../../common/file-name";
import type { AppEnv } from "../../env";
import { assetFontReader } from "../../files/fonts/font-files";
import { fileDownload } from "../../http/download";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { limitRequests, type RateLimitRule } from "../../http/rate-limit";
import { validate } from "../../http/validation";
import { membershipOf, requireCapability } from "./access";
import { keptAuthorshipPdf, keptScoredAuthorship } from "./authorship-kept";
import { authorshipHtml, authorshipPdf } from "./authorship-report";
import { projectRoom } from "./room";

const idParam = z.object({ id: z.string().uuid("No such project.") });
const exportQuery = z.object({ format: z.enum(["html", "pdf"]).default("html") });

/** Reports and exports one member may ask for in ten minutes (a revision's report is worked out once, then kept). */
export const AUTHORSHIP_REPORTS: RateLimitRule = {
  name: "authorship-report",
  limit: 60,
  windowMs: 10 * 60 * 1000,
  message: "You asked for many authorship reports in a short while. Please wait a few minutes.",
};
const limitReports = limitRequests(AUTHORSHIP_REPORTS, (c) => [`user:${c.get("user")?.id}`]);

/**
 * The authorship report of a project's document: every member reads it; those who may export the document download
 * it as a page or a PDF (it quotes the whole text).
 */
export const authorshipRoutes = new Hono<AppEnv>()
  .get("/projects/:id/authorship", requireUser, limitReports, validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    await membershipOf(c.get("db"), id, c.get("user").id);
    const { report } = await keptScoredAuthorship(c.env, id, await projectRoom(c.env, id).authorship(id));
    return c.json({ success: true, authorship: report });
  })
  .get(
    "/projects/:id/authorship/export",
    requireUser,
    limitReports,
    validate("param", idParam),
    validate("query", exportQuery),
    async (c) => {
      const { id } = c.req.valid("param");
      const user = c.get("user");
      const { project } = await requireCapability(c.get("db"), id, user.id, "export");
      const { report, revision } = await keptScoredAuthorship(c.env, id, await projectRoom(c.env, id).authorship(id));
      const source = { title: project.title, report, language: user.language, date: new Date() };
      const name = (extension: string) => fileNameFromTitle(`${project.title} authorship`, extension, "authorship");
      if (c.req.valid("query").format === "html") {
        return fileDownload(authorshipHtml(source), { name: name("html"), type: "text/html; charset=utf-8" });
      }
      const edition = { revision, language: user.language ?? "en", day: source.date.toISOString().slice(0, 10) };
      const pdf = await keptAuthorshipPdf(c.env, id, edition, () =>
        authorshipPdf(source, assetFontReader(c.env.ASSETS)),
      );
      if (!pdf) {
        throw new ApiError(
          422,
          "invalid_input",
          "This text needs a script the PDF writer cannot set: download the page.",
        );
      }
      return fileDownload(new Uint8Array(pdf), { name: name("pdf"), type: "application/pdf", size: pdf.byteLength });
    },
  );
