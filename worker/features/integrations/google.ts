import { z } from "zod";
import { fromBase64, toBase64Url } from "../../common/base64";

const serviceAccount = z.object({ client_email: z.string().email(), private_key: z.string().min(1) });
export type ServiceAccount = z.infer<typeof serviceAccount>;

const SCOPES = [
  "https://www.googleapis.com/auth/spreadsheets",
  "https://www.googleapis.com/auth/documents",
  "https://www.googleapis.com/auth/drive.file",
].join(" ");
const TOKEN_URL = "https://oauth2.googleapis.com/token";
const GOOGLE_TIMEOUT_MS = 15_000;

/** The service account of GOOGLE_SERVICE_ACCOUNT_JSON, or null when it is unset or not a service account key. */
export function parseServiceAccount(json: string | undefined): ServiceAccount | null {
  if (!json) return null;
  try {
    const parsed = serviceAccount.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const encodeJson = (value: object) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

/** A signed JWT bearer assertion (RS256) for the service account, valid for an hour. */
async function assertion(account: ServiceAccount, now: number): Promise<string> {
  const pem = account.private_key.replace(/-----[^-]+-----/g, "").replace(/\s+/g, "");
  const der = fromBase64(pem);
  const key = await crypto.subtle.importKey("pkcs8", der, { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const issued = Math.floor(now / 1000);
  const unsigned = `${encodeJson({ alg: "RS256", typ: "JWT" })}.${encodeJson({
    iss: account.client_email,
    scope: SCOPES,
    aud: TOKEN_URL,
    iat: issued,
    exp: issued + 3600,
  })}`;
  const signature = await crypto.subtle.sign("RSASSA-PKCS1-v1_5", key, new TextEncoder().encode(unsigned));
  return `${unsigned}.${toBase64Url(new Uint8Array(signature))}`;
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`Google answered ${response.status} for ${new URL(url).pathname}`);
  return (await response.json()) as T;
}

/** A Google API client acting as the service account: an access token for this request, then JSON calls. */
export async function googleClient(account: ServiceAccount, now = Date.now()) {
  const token = await call<{ access_token: string }>(TOKEN_URL, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion: await assertion(account, now),
    }),
  });
  const post = <T>(url: string, body: object) =>
    call<T>(url, {
      method: "POST",
      headers: { authorization: `Bearer ${token.access_token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  /** Gives the user edit rights to a file the service account made (it is the service account's otherwise). */
  const share = (fileId: string, email: string) =>
    post(
      `https://www.googleapis.com/drive/v3/files/${encodeURIComponent(fileId)}/permissions?sendNotificationEmail=false`,
      {
        type: "user",
        role: "writer",
        emailAddress: email,
      },
    );
  return {
    async createSheet(title: string, rows: string[][], shareWith: string) {
      const sheet = await post<{ spreadsheetId: string; spreadsheetUrl: string }>(
        "https://sheets.googleapis.com/v4/spreadsheets",
        {
          properties: { title },
          sheets: [
            {
              data: [
                {
                  startRow: 0,
                  startColumn: 0,
                  rowData: rows.map((row) => ({
                    values: row.map((value) => ({ userEnteredValue: { stringValue: value } })),
                  })),
                },
              ],
            },
          ],
        },
      );
      await share(sheet.spreadsheetId, shareWith);
      return { id: sheet.spreadsheetId, url: sheet.spreadsheetUrl };
    },
    async createDoc(title: string, text: string, shareWith: string) {
      const doc = await post<{ documentId: string }>("https://docs.googleapis.com/v1/documents", { title });
      await post(`https://docs.googleapis.com/v1/documents/${encodeURIComponent(doc.documentId)}:batchUpdate`, {
        requests: [{ insertText: { location: { index: 1 }, text } }],
      });
      await share(doc.documentId, shareWith);
      return { id: doc.documentId, url: `https://docs.google.com/document/d/${doc.documentId}/edit` };
    },
  };
}
