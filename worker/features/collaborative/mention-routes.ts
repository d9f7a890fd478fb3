import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { requireUser } from "../../http/guards";
import { validateJson } from "../../http/validation";
import { markMentionsRead, mentionEmailsOn, mentionsOf, setMentionEmails, stopMentionEmails } from "./mentions";

const readInput = z.object({ ids: z.array(z.string().uuid()).max(100).optional() });

/**
 * A member's mentions (the bell): the newest with the unread count, marking them read, and the e-mails about them,
 * on or off (also from the e-mail's own link, without signing in).
 */
export const mentionRoutes = new Hono<AppEnv>()
  .get("/mentions", requireUser, async (c) =>
    c.json({ success: true, ...(await mentionsOf(c.get("db"), c.get("user").id)) }),
  )
  .post("/mentions/read", requireUser, validateJson(readInput), async (c) => {
    await markMentionsRead(c.get("db"), c.get("user").id, c.req.valid("json").ids);
    return c.json({ success: true, ...(await mentionsOf(c.get("db"), c.get("user").id)) });
  })
  .get("/mentions/emails", requireUser, async (c) =>
    c.json({ success: true, emails: await mentionEmailsOn(c.get("db"), c.get("user").id) }),
  )
  .put("/mentions/emails", requireUser, validateJson(z.object({ emails: z.boolean() })), async (c) => {
    await setMentionEmails(c.get("db"), c.get("user").id, c.req.valid("json").emails);
    return c.json({ success: true, emails: c.req.valid("json").emails });
  })
  .post("/mentions/stop", validateJson(z.object({ token: z.string().uuid("This link is not valid.") })), async (c) => {
    await stopMentionEmails(c.get("db"), c.req.valid("json").token);
    return c.json({ success: true });
  });
