import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../schema/db";
import { emailSender } from "../../worker/email/sender";
import { MENTION_EMAIL_EVERY_MS, sendMentionEmails } from "../../worker/features/collaborative/mention-emails";
import { apiClient } from "../../worker/test/client";
import { Editor } from "../../worker/test/live-editor";
import { outbox } from "../../worker/test/outbox";
import { collab, projectWithEditor } from "../../worker/test/projects";
import { mentionCandidates } from "./mentions";

const db = createDatabase(env.DB);
const sendDue = (now?: number) => sendMentionEmails(db, emailSender(env, db), now);
const mentionMails = async (email: string) => (await outbox(email)).filter((m) => /mentioned you/.test(m.subject));
const bell = async (cookie: string) => (await collab(cookie).mentions.$get()).json();

async function projectWithText(content: string) {
  const project = await projectWithEditor("Mentions");
  await collab(project.owner.cookie).projects[":id"].$patch({
    param: { id: project.id },
    json: { content, baseRevision: 0 },
  });
  return project;
}

describe("mentions", () => {
  it("read names of one to four words, not e-mail addresses or the sentence's full stop", () => {
    expect(mentionCandidates("Thanks @Ana.B and @ben. Write to carl@example.com")).toEqual([
      "Ana.B",
      "Ana.B and",
      "ben",
    ]);
    expect(mentionCandidates("@María José López Vidal dijo")).toEqual([
      "María",
      "María José",
      "María José López",
      "María José López Vidal",
    ]);
    expect(mentionCandidates("No one here @")).toEqual([]);
  });

  it("notify a member once under the bell for each mention, and by one e-mail an hour while they are away", async () => {
    const text = "Nets dry on the wall.";
    const { id, owner, editor } = await projectWithText(text);
    const comment = {
      from: 0,
      to: 4,
      quote: "Nets",
      body: `@${editor.username} which nets? Ask @${owner.username} too.`,
    };
    expect((await collab(owner.cookie).projects[":id"].comments.$post({ param: { id }, json: comment })).status).toBe(
      201,
    );
    const chat = { message: `@${editor.username.toUpperCase()} see the comment`, clientId: "c-1" };
    await collab(owner.cookie).projects[":id"].messages.$post({ param: { id }, json: chat });
    // A resend of the same message (after a lost connection) is stored once and notifies once.
    await collab(owner.cookie).projects[":id"].messages.$post({ param: { id }, json: chat });

    const unread = await bell(editor.cookie);
    expect(unread.unread).toBe(2);
    expect(unread.mentions.map((m) => [m.source, m.project])).toEqual([
      ["chat", "Mentions"],
      ["comment", "Mentions"],
    ]);
    // The author mentioning themself is not told.
    expect((await bell(owner.cookie)).unread).toBe(0);

    // One e-mail for both, with a link to the project and an opt-out link.
    await sendDue();
    const [mail, ...more] = await mentionMails(editor.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain("which nets?");
    expect(mail!.text).toContain("see the comment");
    expect(mail!.links[0]).toMatch(new RegExp(`/collaborative\\?project=${id}$`));
    await sendDue();
    expect(await mentionMails(editor.email)).toHaveLength(1);

    // Another mention within the hour waits for the next e-mail; reading it in the app first means none is sent.
    await collab(owner.cookie).projects[":id"].messages.$post({
      param: { id },
      json: { message: `@${editor.username} one more thing` },
    });
    await sendDue();
    expect(await mentionMails(editor.email)).toHaveLength(1);
    await sendDue(Date.now() + MENTION_EMAIL_EVERY_MS);
    const [second] = await mentionMails(editor.email);
    expect(second!.text).toContain("one more thing");
    expect(await mentionMails(editor.email)).toHaveLength(2);

    const read = await (await collab(editor.cookie).mentions.read.$post({ json: {} })).json();
    expect(read.unread).toBe(0);

    // The e-mail's link turns these e-mails off without signing in.
    const token = new URL(mail!.links[1]!).pathname.split("/").at(-1)!;
    expect(
      (
        await apiClient<typeof import("../../worker/features/collaborative/routes").collaborativeRoutes>(
          "/api/collaborative",
        ).mentions.stop.$post({ json: { token } })
      ).status,
    ).toBe(200);
    expect(await (await collab(editor.cookie).mentions.emails.$get()).json()).toMatchObject({ emails: false });
    await collab(owner.cookie).projects[":id"].messages.$post({
      param: { id },
      json: { message: `@${editor.username} are you there?` },
    });
    await sendDue(Date.now() + 2 * MENTION_EMAIL_EVERY_MS);
    expect(await mentionMails(editor.email)).toHaveLength(2);
    expect((await bell(editor.cookie)).unread).toBe(1);
  });

  it("reach a member by the display name the others see, as shown or in lower case", async () => {
    const { id, owner, editor } = await projectWithText("Nets dry on the wall.");
    await env.DB.prepare("update users set name = ? where id = ?").bind("Émile Brontë", editor.body.user.id).run();
    const say = (message: string) =>
      collab(owner.cookie).projects[":id"].messages.$post({ param: { id }, json: { message } });
    await say("@Émile Brontë, the second paragraph is yours.");
    expect((await bell(editor.cookie)).unread).toBe(1);
    await say("Ask @Émile brontë again.");
    expect((await bell(editor.cookie)).unread).toBe(2);
    // A first name alone is not the name: nobody is told, as the next mention's count shows.
    await say("@Émile thanks");
    await say("@Émile Brontë thanks");
    expect((await bell(editor.cookie)).unread).toBe(3);
  });

  it("reach a member whose mention is due even behind 500 older ones held back by the hourly rule", async () => {
    const busy = await projectWithEditor("Busy");
    const quiet = await projectWithEditor("Quiet");
    const now = Date.now();
    // The busy project's editor had a mention e-mail a minute ago, and 501 mentions wait behind it, all older
    // than the quiet project's one.
    const held = Array.from({ length: 501 }, (_, i) =>
      env.DB.prepare(
        "insert into collab_mentions (id, project_id, user_id, author_id, author_name, source, origin, excerpt, created_at, email_state) values (?, ?, ?, ?, 'Owner', 'chat', '', 'hello', ?, 'due')",
      ).bind(crypto.randomUUID(), busy.id, busy.editor.body.user.id, busy.owner.body.user.id, now - 100_000 + i),
    );
    await env.DB.batch([
      env.DB.prepare("insert into collab_mention_emails (user_id, project_id, sent_at) values (?, ?, ?)").bind(
        busy.editor.body.user.id,
        busy.id,
        now - 60_000,
      ),
      ...held,
    ]);
    await collab(quiet.owner.cookie).projects[":id"].messages.$post({
      param: { id: quiet.id },
      json: { message: `@${quiet.editor.username} over here` },
    });
    await sendDue(now);
    expect(await mentionMails(quiet.editor.email)).toHaveLength(1);
    expect(await mentionMails(busy.editor.email)).toHaveLength(0);
  });

  it("send no e-mail to a member who is in the project when mentioned", async () => {
    const { id, owner, editor } = await projectWithText("Here.");
    const present = new Editor(editor.cookie, id);
    await present.connect();
    await present.until(() => present.text === "Here.", "the saved text");
    await collab(owner.cookie).projects[":id"].messages.$post({
      param: { id },
      json: { message: `@${editor.username} you are here` },
    });
    expect((await bell(editor.cookie)).unread).toBe(1);
    await sendDue();
    expect(await mentionMails(editor.email)).toEqual([]);
  });
});
