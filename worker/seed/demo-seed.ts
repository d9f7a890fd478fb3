import { hashPassword } from "../features/auth/password";
import { DEMO_ACCOUNTS } from "../features/auth/shared/demo-accounts";
import { translatedColumns } from "../features/marketplace/search-index";
import { slugify } from "../features/marketplace/shared/slugify";
import { originalHash } from "../features/marketplace/translations";
import { buildEpub } from "../files/epub";
import type { FontFileReader } from "../files/fonts/font-files";
import { buildTextPdf } from "../files/pdf/text-pdf";
import { creatorShareCents } from "../payments/ledger";
import { CATALOGUE, type CatalogueProduct } from "./catalogue";
import { CATALOGUE_TRANSLATIONS } from "./catalogue-translations";

type SqlValue = string | number | null;

export interface SeedFile {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

export interface DemoSeed {
  statements: string[];
  files: SeedFile[];
}

function quote(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

function insertIgnoring(table: string, row: Record<string, SqlValue>): string {
  const columns = Object.keys(row).join(", ");
  const values = Object.values(row).map(quote).join(", ");
  return `INSERT INTO ${table} (${columns}) VALUES (${values}) ON CONFLICT DO NOTHING;`;
}

const SEEDED_AT = Date.UTC(2026, 0, 1);
/** UUID-shaped ids that stay the same on every run, so re-seeding inserts nothing new. */
const seedUuid = (kind: number, n: number) => `00000000-0000-4000-8${kind}00-${String(n).padStart(12, "0")}`;

/** Demo sales between the two demo accounts, each with the buyer's review: real rows the triggers count. */
const DEMO_SALES: { buyer: keyof typeof DEMO_ACCOUNTS; productId: number; rating: number; review: string }[] = [
  {
    buyer: "professional",
    productId: 4,
    rating: 5,
    review: "Clear, calm and practical. The energy diary alone was worth it.",
  },
  {
    buyer: "professional",
    productId: 6,
    rating: 5,
    review: "Exactly what our family needed in the first month at home.",
  },
  {
    buyer: "professional",
    productId: 3,
    rating: 4,
    review: "Useful and well organised; I would have liked more examples.",
  },
  { buyer: "professional", productId: 9, rating: 4, review: "Honest and grounded. Good checklists." },
  { buyer: "professional", productId: 11, rating: 5, review: "Straight to the point. I used it the same week." },
  { buyer: "creator", productId: 2, rating: 4, review: "Solid frameworks, explained plainly." },
  { buyer: "creator", productId: 5, rating: 5, review: "The worksheets made the numbers finally make sense." },
  { buyer: "creator", productId: 8, rating: 4, review: "Good overview with sensible next steps." },
];

async function productFile(product: CatalogueProduct, fonts: FontFileReader): Promise<SeedFile> {
  if (product.format === "epub") {
    return {
      key: `products/seed-${product.id}.epub`,
      contentType: "application/epub+zip",
      bytes: buildEpub({
        id: seedUuid(9, product.id),
        title: product.title,
        author: product.author,
        language: "en",
        description: product.description,
        chapters: product.chapters,
        modified: new Date(SEEDED_AT),
      }),
    };
  }
  const pdf = await buildTextPdf(
    {
      title: product.title,
      subtitle: product.description,
      author: product.author,
      language: "en",
      sections: product.chapters.map((c) => ({ heading: c.title, body: c.body })),
    },
    fonts,
  );
  if (!pdf.bytes) throw new Error(`The seed's PDF "${product.title}" cannot be built: ${pdf.omission.reason}.`);
  return { key: `products/seed-${product.id}.pdf`, contentType: "application/pdf", bytes: pdf.bytes };
}

/**
 * The demo accounts, the catalogue with its files, and the demo sales with their ledger credits and reviews. The
 * PDFs' fonts are read through `fonts` (from node_modules in the seed script, through ASSETS in the worker tests).
 */
/**
 * The creator's reviewed translations of seeded listings, made from the originals as seeded (so none is out of date),
 * and each product's search columns for them, so the first visitor already reads and finds them.
 */
async function translationStatements(): Promise<string[]> {
  const translated = [...new Set(CATALOGUE_TRANSLATIONS.map((translation) => translation.productId))];
  const columns = translated.map((productId) => {
    const set = translatedColumns(CATALOGUE_TRANSLATIONS.filter((translation) => translation.productId === productId));
    return `UPDATE products SET translated_title = ${quote(set.translatedTitle)}, translated_description = ${quote(set.translatedDescription)}, translated_tags = ${quote(set.translatedTags)} WHERE id = ${productId};`;
  });
  const rows = await Promise.all(
    CATALOGUE_TRANSLATIONS.map(async (translation) => {
      const original = CATALOGUE.find((product) => product.id === translation.productId)!;
      return insertIgnoring("product_translations", {
        product_id: translation.productId,
        language: translation.language,
        title: translation.title,
        description: translation.description,
        tags: JSON.stringify(translation.tags),
        what_you_learn: JSON.stringify(translation.whatYouLearn),
        requirements: JSON.stringify(translation.requirements),
        edition_notes: "{}",
        source: "ai-reviewed",
        original_hash: await originalHash(original),
        updated_at: SEEDED_AT,
      });
    }),
  );
  return [...rows, ...columns];
}

export async function demoSeed(fonts: FontFileReader): Promise<DemoSeed> {
  const statements: string[] = [];
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    statements.push(
      insertIgnoring("users", {
        id: account.id,
        username: account.username,
        email: account.email,
        password_hash: await hashPassword(account.password),
        tier: account.tier,
        name: account.name,
        email_verified_at: SEEDED_AT,
        created_at: SEEDED_AT,
      }),
    );
  }

  const files: SeedFile[] = [];
  for (const product of CATALOGUE) {
    const file = await productFile(product, fonts);
    files.push(file);
    const slug = slugify(product.title);
    statements.push(
      insertIgnoring("products", {
        id: product.id,
        slug,
        creator_id: DEMO_ACCOUNTS[product.creator].id,
        title: product.title,
        author: product.author,
        author_bio: product.authorBio,
        description: product.description,
        category: product.category,
        price_cents: product.priceCents,
        original_price_cents: product.originalPriceCents,
        tags: JSON.stringify(product.tags),
        featured: product.featured ? 1 : 0,
        preview_content: product.previewContent,
        what_you_learn: JSON.stringify(product.whatYouLearn),
        requirements: JSON.stringify(product.requirements),
        estimated_time: product.estimatedTime,
        difficulty: product.difficulty,
        file_key: file.key,
        file_name: `${slug}.${product.format}`,
        file_type: file.contentType,
        file_size: file.bytes.byteLength,
        status: "published",
        created_at: SEEDED_AT + product.id,
        updated_at: SEEDED_AT + product.id,
      }),
    );
  }

  statements.push(...(await translationStatements()));

  DEMO_SALES.forEach((sale, i) => {
    const product = CATALOGUE.find((p) => p.id === sale.productId)!;
    const purchaseId = seedUuid(1, i + 1);
    const paidAt = SEEDED_AT + 86_400_000 * (i + 1);
    statements.push(
      insertIgnoring("purchases", {
        id: purchaseId,
        product_id: product.id,
        buyer_id: DEMO_ACCOUNTS[sale.buyer].id,
        price_cents: product.priceCents,
        status: "paid",
        provider: "test",
        test_mode: 1,
        provider_session_id: null,
        created_at: paidAt,
        paid_at: paidAt,
      }),
      insertIgnoring("creator_ledger", {
        id: seedUuid(2, i + 1),
        creator_id: DEMO_ACCOUNTS[product.creator].id,
        kind: "sale",
        purchase_id: purchaseId,
        amount_cents: creatorShareCents(product.priceCents),
        test_mode: 1,
        created_at: paidAt,
      }),
      insertIgnoring("product_reviews", {
        id: seedUuid(3, i + 1),
        product_id: product.id,
        user_id: DEMO_ACCOUNTS[sale.buyer].id,
        rating: sale.rating,
        body: sale.review,
        created_at: paidAt,
      }),
    );
  });
  return { statements, files };
}
