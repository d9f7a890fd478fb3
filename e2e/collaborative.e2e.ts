import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signUpOnPage } from "./accounts";
import { type Browser, openBrowser, screenshot } from "./browser";

const baseUrl = inject("baseUrl");
let owner: Browser;
let editor: Browser;

beforeAll(async () => {
  [owner, editor] = await Promise.all([openBrowser(), openBrowser()]);
});

afterAll(async () => {
  await Promise.all([owner?.close(), editor?.close()]);
});

async function register(browser: Browser, name: string) {
  const stamp = `${name}${Date.now().toString(36)}`;
  const email = `${stamp}@example.com`;
  await signUpOnPage(browser.page, baseUrl, { username: stamp, email, password: "a long enough password" });
  return { email, username: stamp };
}

describe("the collaborative workspace in two browsers", () => {
  it("lets an owner invite an editor, and both chat live and see each other online", async () => {
    const { username: ownerName } = await register(owner, "owner");
    const { email: editorEmail, username: editorName } = await register(editor, "editor");
    const a = owner.page;
    const b = editor.page;

    await a.goto(`${baseUrl}/collaborative`);
    await expect.poll(() => a.getByText("No Project Selected").isVisible()).toBe(true);
    await a.getByLabel("Title").fill("Our recovery guide");
    await a.getByLabel("Description").fill("Written together, chapter by chapter.");
    await a.getByRole("button", { name: "Create project" }).click();
    await expect.poll(() => a.getByTestId("my-role").textContent()).toBe("Owner");
    await a.getByLabel("E-mail address").fill(editorEmail);
    await a.getByRole("button", { name: "Invite" }).click();
    await expect.poll(() => a.getByText("Invitation Sent").isVisible()).toBe(true);

    await b.goto(`${baseUrl}/collaborative`);
    await b.getByTestId("invitation").getByRole("button", { name: "Accept" }).click();
    await expect.poll(() => b.getByTestId("my-role").textContent()).toBe("Editor");

    await expect.poll(() => a.getByRole("group", { name: "2 people online" }).isVisible()).toBe(true);
    await expect.poll(() => b.getByTestId("room-status").textContent()).toBe("Live");

    await a.getByLabel("Message").fill("Hello from the owner");
    await a.getByLabel("Message").press("Enter");
    await expect.poll(() => b.getByTestId("chat-messages").textContent()).toContain("Hello from the owner");
    await b.getByLabel("Message").fill("Editor here, starting chapter one");
    await b.getByLabel("Message").press("Enter");
    await expect
      .poll(() => a.getByTestId("chat-messages").textContent())
      .toContain("Editor here, starting chapter one");
    const ownerSees = await a.getByTestId("chat-messages").locator("li").allTextContents();
    expect(ownerSees.filter((m) => m.includes("Hello from the owner"))).toHaveLength(1);

    // Both open the live document: what one types appears in the other's editor, with their named caret.
    await b.getByRole("button", { name: "Edit", exact: true }).click();
    await a.getByRole("button", { name: "Edit", exact: true }).click();
    const aEditor = a.getByTestId("live-editor").locator(".cm-content");
    const bEditor = b.getByTestId("live-editor").locator(".cm-content");
    await expect.poll(() => a.getByTestId("live-status").textContent()).toContain("Live");
    await expect.poll(() => b.getByTestId("live-status").textContent()).toContain("Live");
    await bEditor.click();
    await b.keyboard.type("# Chapter one\n\nThe first week at home.");
    await expect.poll(() => aEditor.textContent()).toContain("The first week at home.");
    await expect.poll(() => a.getByTestId("live-preview").locator("h1").textContent()).toBe("Chapter one");

    // Typing at the same moment, at the same place: both insertions are kept, in both browsers.
    await aEditor.click();
    await a.keyboard.press("Control+End");
    await b.keyboard.press("Control+End");
    await Promise.all([a.keyboard.type(" Owner was here."), b.keyboard.type(" Editor too.")]);
    for (const editor of [aEditor, bEditor]) {
      await expect.poll(() => editor.textContent()).toContain("Owner was here.");
      await expect.poll(() => editor.textContent()).toContain("Editor too.");
    }
    // The same document in both (the previews: the editors also show the other's named caret).
    const aPreview = a.getByTestId("live-preview");
    const bPreview = b.getByTestId("live-preview");
    await expect.poll(() => aPreview.textContent()).toContain("Editor too.");
    await expect.poll(async () => (await aPreview.textContent()) === (await bPreview.textContent())).toBe(true);
    await expect.poll(() => a.locator(".cm-ySelectionInfo").count()).toBeGreaterThan(0);
    await expect.poll(() => b.locator(".cm-ySelectionInfo").count()).toBeGreaterThan(0);

    await b.getByLabel("What changed?").fill("First draft of chapter one");
    await b.getByRole("button", { name: "Create Version" }).click();
    await expect.poll(() => b.getByTestId("version").count()).toBe(1);
    // Editor and preview side by side, the editor at least half as wide as the page's main area.
    const editorBox = (await a.getByTestId("live-editor").boundingBox())!;
    const previewBox = (await aPreview.boundingBox())!;
    const mainBox = (await a.locator("main").boundingBox())!;
    expect(editorBox.width).toBeGreaterThanOrEqual(mainBox.width / 2);
    expect(previewBox.x).toBeGreaterThan(editorBox.x + editorBox.width - 1);
    expect(Math.abs(previewBox.y - editorBox.y)).toBeLessThan(2);
    await screenshot(b, "collaborative-editor");
    await screenshot(a, "collaborative-owner");

    // The editor comments on a passage; the owner sees it arrive, replies and resolves it; the editor sees both.
    await bEditor.locator(".cm-line", { hasText: "The first week at home." }).click({ clickCount: 3 });
    const comments = b.getByTestId("comments");
    await comments.getByLabel(/Your comment on “The first week at home\./).fill("Say which week of the year?");
    await comments.getByRole("button", { name: "Comment", exact: true }).click();
    await expect.poll(() => comments.getByTestId("comment-thread").count()).toBe(1);
    await expect.poll(() => b.locator(".cm-comment-anchor").count()).toBeGreaterThan(0);
    // And in the margin, beside its line.
    await expect.poll(() => b.locator(".cm-comment-dot").count()).toBe(1);
    const ownerThread = a.getByTestId("comments").getByTestId("comment-thread");
    await expect.poll(() => ownerThread.textContent()).toContain("Say which week of the year?");
    expect(await ownerThread.textContent()).toContain("On “The first week at home.");
    await ownerThread.getByLabel("Your reply").fill("The first one after discharge.");
    await ownerThread.getByRole("button", { name: "Reply" }).click();
    await ownerThread.getByRole("button", { name: "Resolve" }).click();
    const editorThread = comments.getByTestId("comment-thread");
    await expect.poll(() => editorThread.textContent()).toContain("The first one after discharge.");
    await expect.poll(() => editorThread.textContent()).toContain("Resolved by");
    await screenshot(b, "collaborative-comments");

    // The editor switches to suggesting and proposes a word; the owner sees it in the text and accepts it.
    await b.getByRole("button", { name: "Suggest changes" }).click();
    await expect.poll(() => b.getByTestId("live-status").textContent()).toContain("Live");
    await bEditor.locator(".cm-line", { hasText: "The first week at home." }).click({ clickCount: 3 });
    const suggestionField = b.getByTestId("suggestions").getByLabel(/Replace “The first week at home\./);
    const line = await suggestionField.inputValue();
    await suggestionField.fill(line.replace("first", "second"));
    await b.getByTestId("suggestions").getByRole("button", { name: "Suggest", exact: true }).click();
    const ownerSuggestion = a.getByTestId("suggestions").getByTestId("suggestion");
    await expect.poll(() => ownerSuggestion.textContent()).toContain("first → second");
    await expect.poll(() => a.locator(".cm-suggested-insert").textContent()).toBe("second");
    // Shown in the text, but not part of it.
    expect(await aPreview.textContent()).toContain("The first week at home.");
    await screenshot(a, "collaborative-suggestion");
    await ownerSuggestion.getByRole("button", { name: "Accept" }).click();
    for (const editor of [aEditor, bEditor]) {
      await expect.poll(() => editor.textContent()).toContain("The second week at home.");
    }
    await expect.poll(() => b.getByTestId("decided-suggestion").count()).toBe(1);

    // The owner opens the authorship report: the editor typed the opening, and wrote the accepted word.
    await a.getByRole("button", { name: "Authorship report" }).click();
    const report = a.getByTestId("authorship-report");
    await expect.poll(() => report.textContent()).toContain("Share by member");
    expect(await report.textContent()).toContain(editorName);
    await expect.poll(() => report.getByTestId("authorship-text").textContent()).toContain("The second week at home.");
    await screenshot(a, "collaborative-authorship");
    const download = a.waitForEvent("download");
    await report.getByRole("link", { name: "Download PDF" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    // The editor mentions the owner in the chat, chosen from the list "@" offers: the owner's bell counts it.
    const message = b.getByLabel("Message");
    await message.pressSequentially(`@${ownerName.slice(0, 4)}`);
    await b.getByRole("option", { name: new RegExp(`@${ownerName}$`) }).waitFor();
    await screenshot(b, "collaborative-mention-choices");
    await message.press("Enter");
    await expect.poll(() => message.inputValue()).toBe(`@${ownerName} `);
    await message.pressSequentially("the report is ready");
    await message.press("Enter");
    await expect.poll(() => a.getByTestId("chat-messages").textContent()).toContain("the report is ready");
    const bell = a.getByTestId("mentions-bell");
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Mentions: 1 unread");
    await bell.click();
    await expect.poll(() => a.getByTestId("mentions-panel").textContent()).toContain("the report is ready");
    await screenshot(a, "collaborative-mentions");
    await a.keyboard.press("Escape");

    // On a phone the document comes first: a project switcher above it, the rarer actions behind "More".
    await a.setViewportSize({ width: 390, height: 844 });
    await a.getByRole("button", { name: "More" }).waitFor();
    const title = (await a.locator("#project-title").boundingBox())!;
    const edit = (await a.getByRole("button", { name: "Edit", exact: true }).boundingBox())!;
    expect(title.y).toBeLessThan(844 / 2);
    expect(edit.y + edit.height).toBeLessThan(844);
    await screenshot(a, "collaborative-phone");
    await a.getByRole("button", { name: "More" }).click();

    await a.getByRole("button", { name: "Delete project" }).click();
    await expect.poll(() => a.getByRole("alertdialog").textContent()).toContain("This cannot be undone.");
    await screenshot(a, "collaborative-delete");
    await a.getByRole("button", { name: "Delete for everyone" }).click();
    await expect.poll(() => a.getByText("No Project Selected").isVisible()).toBe(true);
    await expect.poll(() => b.getByText("Project No Longer Available").isVisible()).toBe(true);
    await expect.poll(() => b.getByText("No Project Selected").isVisible()).toBe(true);
    // The project list is asked for again on the room's notice; the deleted project leaves it when that answers.
    await expect.poll(() => b.getByText("Our recovery guide").count()).toBe(0);
  });
});
