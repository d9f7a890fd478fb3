import { CHAT_TEXT, type ChatTally } from "./mixed-load-chat";
import type { ExpectOk } from "./mixed-load-client";
import type { MixedLoadResult } from "./mixed-load-result";
import type { Buyer, Purchase } from "./mixed-load-users";

interface ListedPurchase {
  purchaseId: string;
  status: string;
  productId: number;
}

interface StoredMessage {
  id: number;
  message: string;
}

/**
 * The creator's share as docs/payments.md states it (80% of the price, rounded down to whole cents), written out here
 * rather than imported from worker/payments/ledger.ts: the check holds the ledger to the rule, not to itself.
 */
const creatorShareCents = (priceCents: number) => Math.floor((priceCents * 80) / 100);

/** A seller's earnings as its dashboard shows them. */
export const earningsOf = async (expectOk: ExpectOk, cookie: string) =>
  // The bench buys in test mode, whose sales the dashboard keeps apart from real money.
  (await expectOk<{ testEarningsCents: number }>("/api/dashboard/summary", { cookie })).testEarningsCents;

/** Check 2: every purchase that answered success is listed once, paid, for its product; nothing else is listed. */
export async function checkPurchases(
  expectOk: ExpectOk,
  buyers: Buyer[],
  answered: Purchase[],
  problems: string[],
): Promise<{ listedOnce: number; purchasesOnce: boolean }> {
  let listedOnce = 0;
  let purchasesOnce = true;
  for (const [index, buyer] of buyers.entries()) {
    const { purchases } = await expectOk<{ purchases: ListedPurchase[] }>("/api/marketplace/purchases", {
      cookie: buyer.cookie,
    });
    const mine = answered.filter((purchase) => purchase.buyer === index);
    for (const purchase of mine) {
      const listed = purchases.filter((entry) => entry.purchaseId === purchase.purchaseId);
      if (listed.length === 1 && listed[0]!.status === "paid" && listed[0]!.productId === purchase.productId) {
        listedOnce += 1;
      } else {
        purchasesOnce = false;
        problems.push(
          `buyer bench.buyer.${index + 1}@example.com: purchase ${purchase.purchaseId} of product ${purchase.productId} answered success but is listed ${listed.length} times (${JSON.stringify(listed)})`,
        );
      }
    }
    const known = new Set(mine.map((purchase) => purchase.purchaseId));
    const perProduct = new Map<number, number>();
    for (const entry of purchases) perProduct.set(entry.productId, (perProduct.get(entry.productId) ?? 0) + 1);
    for (const entry of purchases) {
      if (!known.has(entry.purchaseId)) {
        purchasesOnce = false;
        problems.push(
          `buyer bench.buyer.${index + 1}@example.com: purchase ${entry.purchaseId} (product ${entry.productId}, ${entry.status}) is listed but did not answer success`,
        );
      }
    }
    for (const [productId, n] of perProduct) {
      if (n > 1) {
        purchasesOnce = false;
        problems.push(`buyer bench.buyer.${index + 1}@example.com has ${n} purchases of product ${productId}`);
      }
    }
  }
  return { listedOnce, purchasesOnce };
}

/** Check 3: each seller's earnings grew by exactly the 80% shares of the purchases that answered success. */
export async function checkEarnings(
  expectOk: ExpectOk,
  sellers: Map<string, string>,
  earningsBefore: Map<string, number>,
  answered: Purchase[],
  problems: string[],
): Promise<MixedLoadResult["earnings"]> {
  const earnings: MixedLoadResult["earnings"] = [];
  for (const [id, cookie] of sellers) {
    const gainedCents = (await earningsOf(expectOk, cookie)) - earningsBefore.get(id)!;
    const sharesCents = answered
      .filter((purchase) => purchase.creatorId === id)
      .reduce((sum, purchase) => sum + creatorShareCents(purchase.priceCents), 0);
    earnings.push({ seller: id, gainedCents, sharesCents });
    if (gainedCents !== sharesCents) {
      problems.push(
        `seller ${id}: the dashboard's earnings grew by ${gainedCents} cents during the load, but the 80% shares of its ${answered.filter((p) => p.creatorId === id).length} purchases that answered success add up to ${sharesCents} cents`,
      );
    }
  }
  return earnings;
}

/** Check 4: every message sent reached every socket once (with one id), and the history holds it once. */
export async function checkChatHistory(
  expectOk: ExpectOk,
  chat: ChatTally,
  creator: string,
  problems: string[],
): Promise<{ messages: number; storedOnce: number; chatOnce: boolean }> {
  const stored: StoredMessage[] = [];
  for (let after = 0; ; ) {
    const { messages } = await expectOk<{ messages: StoredMessage[] }>(
      `/api/collaborative/projects/${chat.projectId}/messages?after=${after}`,
      { cookie: creator },
    );
    if (messages.length === 0) break;
    stored.push(...messages);
    after = messages.at(-1)!.id;
  }
  const storedIds = new Map<string, number[]>();
  for (const message of stored) {
    const clientId = CHAT_TEXT.exec(message.message)?.[1] ?? `unknown (${message.message.slice(0, 40)})`;
    storedIds.set(clientId, [...(storedIds.get(clientId) ?? []), message.id]);
  }
  let storedOnce = 0;
  let chatOnce = chat.duplicates === 0 && chat.errors === 0;
  for (const clientId of chat.sentAt.keys()) {
    const ids = storedIds.get(clientId) ?? [];
    const missing = chat.receivedBy.flatMap((received, index) => (received.has(clientId) ? [] : [index]));
    const mismatched = chat.receivedBy.flatMap((received, index) =>
      received.has(clientId) && received.get(clientId) !== ids[0] ? [index] : [],
    );
    if (ids.length === 1) storedOnce += 1;
    if (ids.length !== 1 || missing.length > 0 || mismatched.length > 0) {
      chatOnce = false;
      if (problems.length < 50) {
        problems.push(
          `chat message ${clientId}: stored ${ids.length} times (ids ${ids.join(", ") || "none"}), not received by sockets [${missing.join(", ")}], received with another id by sockets [${mismatched.join(", ")}]`,
        );
      }
    }
  }
  for (const [clientId, ids] of storedIds) {
    if (!chat.sentAt.has(clientId)) {
      chatOnce = false;
      problems.push(`chat history holds ${ids.length} message(s) nobody sent: ${clientId}`);
    }
  }
  return { messages: stored.length, storedOnce, chatOnce };
}
