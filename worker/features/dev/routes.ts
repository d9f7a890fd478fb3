import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { readOutbox } from "../../email/outbox";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { isLocalUrl } from "../../http/local-request";
import { validate } from "../../http/validation";

/**
 * Developer tools exist only where DEV_OUTBOX=on (`npm start`) and only for a request to this machine, so even a
 * deploy that set it by mistake shows nobody the links in the outbox; everywhere else they are not found.
 */
const devOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.env.DEV_OUTBOX !== "on" || !isLocalUrl(c.req.url)) throw new ApiError(404, "not_found", "Not found.");
  await next();
});

const outboxQuery = z.object({ to: z.string().trim().max(254).optional() });

export const devRoutes = new Hono<AppEnv>().get("/outbox", devOnly, validate("query", outboxQuery), async (c) => {
  const messages = await readOutbox(c.get("db"), c.req.valid("query").to);
  return c.json({
    messages: messages.map(({ id, to, subject, text, html, links, createdAt }) => ({
      id,
      to,
      subject,
      text,
      html,
      links,
      createdAt,
    })),
  });
});
