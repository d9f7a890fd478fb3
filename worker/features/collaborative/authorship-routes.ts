import { Hono } from "hono";
import { z } from "zod";
import { fileNameFromTitle } from "../../common/file-name";
import type { AppEnv } from "../../env";
import { assetFontReader } from "../../files/fonts/font-files";
import { fileDownload } from "../../http/download";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { validate } from "../../http/validation";
import { membershipOf, requireCapability } from "./access";
import { authorshipHtml, authorshipPdf, scoreAuthorship } from "./authorship-report";
import { projectRoom } from "./room";

const idParam = z.object({ id: z.string().uuid("No such project.") });
const exportQuery = z.object({ format: z.enum(["html", "pdf"]).default("html") });

/**
 * The authorship report of a project's document: every member reads it; those who may export the document download
 * it as a page or a PDF (it quotes the whole text).
 */
export const authorshipRoutes = new Hono<AppEnv>()
  .get("/projects/:id/authorship", requireUser, validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    await membershipOf(c.get("db"), id, c.get("user").id);
    return c.json({ success: true, authorship: scoreAuthorship(await projectRoom(c.env, id).authorship(id)) });
  })
  .get(
    "/projects/:id/authorship/export",
    requireUser,
    validate("param", idParam),
    validate("query", exportQuery),
    async (c) => {
      const { id } = c.req.valid("param");
      const user = c.get("user");
      const { project } = await requireCapability(c.get("db"), id, user.id, "export");
      const source = {
        title: project.title,
        report: scoreAuthorship(await projectRoom(c.env, id).authorship(id)),
        language: user.language,
        date: new Date(),
      };
      const name = (extension: string) => fileNameFromTitle(`${project.title} authorship`, extension, "authorship");
      if (c.req.valid("query").format === "html") {
        return fileDownload(authorshipHtml(source), { name: name("html"), type: "text/html; charset=utf-8" });
      }
      const pdf = await authorshipPdf(source, assetFontReader(c.env.ASSETS));
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
