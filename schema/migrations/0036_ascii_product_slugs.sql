CREATE TABLE `retired_product_slugs` (
	`slug` text PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `retired_product_slugs_product_idx` ON `retired_product_slugs` (`product_id`);
--> statement-breakpoint
-- Slugs become `[a-z0-9-]` (worker/common/slugify.ts). Every slug that is not is retired, so its URLs answer with a
-- redirect, and rewritten as slugify writes it: the lower-case Latin letters and digits below folded to ASCII (the
-- table is slugify's own answer for each), apostrophes dropped, any other run of characters one hyphen, at most 80
-- characters cut at a hyphen. SQL cannot fingerprint the title as slugify does for a title with no Latin letter or
-- digit: such a product gets `product-<id>` instead. A rewritten slug that another product already has gets `-<id>`.
INSERT INTO `retired_product_slugs` (`slug`, `product_id`)
  SELECT `slug`, `id` FROM `products` WHERE `slug` GLOB '*[^a-z0-9-]*';
--> statement-breakpoint
CREATE TABLE `_slug_folds` (`letter` text PRIMARY KEY NOT NULL, `ascii` text NOT NULL);
--> statement-breakpoint
INSERT INTO `_slug_folds` (`letter`, `ascii`) VALUES
  ('ª','a'), ('²','2'), ('³','3'), ('¹','1'), ('º','o'), ('ß','ss'), ('à','a'), ('á','a'), ('â','a'), ('ã','a'),
  ('ä','a'), ('å','a'), ('æ','ae'), ('ç','c'), ('è','e'), ('é','e'), ('ê','e'), ('ë','e'), ('ì','i'), ('í','i'),
  ('î','i'), ('ï','i'), ('ð','d'), ('ñ','n'), ('ò','o'), ('ó','o'), ('ô','o'), ('õ','o'), ('ö','o'), ('ø','o'),
  ('ù','u'), ('ú','u'), ('û','u'), ('ü','u'), ('ý','y'), ('þ','th'), ('ÿ','y'), ('ā','a'), ('ă','a'), ('ą','a'),
  ('ć','c'), ('ĉ','c'), ('ċ','c'), ('č','c'), ('ď','d'), ('đ','d'), ('ē','e'), ('ĕ','e'), ('ė','e'), ('ę','e'),
  ('ě','e'), ('ĝ','g'), ('ğ','g'), ('ġ','g'), ('ģ','g'), ('ĥ','h'), ('ĩ','i'), ('ī','i'), ('ĭ','i'), ('į','i'),
  ('ı','i'), ('ĳ','ij'), ('ĵ','j'), ('ķ','k'), ('ĺ','l'), ('ļ','l'), ('ľ','l'), ('ŀ','l'), ('ł','l'), ('ń','n'),
  ('ņ','n'), ('ň','n'), ('ŉ','n'), ('ō','o'), ('ŏ','o'), ('ő','o'), ('œ','oe'), ('ŕ','r'), ('ŗ','r'), ('ř','r'),
  ('ś','s'), ('ŝ','s'), ('ş','s'), ('š','s'), ('ţ','t'), ('ť','t'), ('ũ','u'), ('ū','u'), ('ŭ','u'), ('ů','u'),
  ('ű','u'), ('ų','u'), ('ŵ','w'), ('ŷ','y'), ('ź','z'), ('ż','z'), ('ž','z'), ('ſ','s'), ('ơ','o'), ('ư','u'),
  ('ǆ','dz'), ('ǉ','lj'), ('ǌ','nj'), ('ǎ','a'), ('ǐ','i'), ('ǒ','o'), ('ǔ','u'), ('ǖ','u'), ('ǘ','u'), ('ǚ','u'),
  ('ǜ','u'), ('ǟ','a'), ('ǡ','a'), ('ǣ','ae'), ('ǧ','g'), ('ǩ','k'), ('ǫ','o'), ('ǭ','o'), ('ǰ','j'), ('ǳ','dz'),
  ('ǵ','g'), ('ǹ','n'), ('ǻ','a'), ('ǽ','ae'), ('ǿ','o'), ('ȁ','a'), ('ȃ','a'), ('ȅ','e'), ('ȇ','e'), ('ȉ','i'),
  ('ȋ','i'), ('ȍ','o'), ('ȏ','o'), ('ȑ','r'), ('ȓ','r'), ('ȕ','u'), ('ȗ','u'), ('ș','s'), ('ț','t'), ('ȟ','h'),
  ('ȧ','a'), ('ȩ','e'), ('ȫ','o'), ('ȭ','o'), ('ȯ','o'), ('ȱ','o'), ('ȳ','y'), ('ḁ','a'), ('ḃ','b'), ('ḅ','b'),
  ('ḇ','b'), ('ḉ','c'), ('ḋ','d'), ('ḍ','d'), ('ḏ','d'), ('ḑ','d'), ('ḓ','d'), ('ḕ','e'), ('ḗ','e'), ('ḙ','e'),
  ('ḛ','e'), ('ḝ','e'), ('ḟ','f'), ('ḡ','g'), ('ḣ','h'), ('ḥ','h'), ('ḧ','h'), ('ḩ','h'), ('ḫ','h'), ('ḭ','i'),
  ('ḯ','i'), ('ḱ','k'), ('ḳ','k'), ('ḵ','k'), ('ḷ','l'), ('ḹ','l'), ('ḻ','l'), ('ḽ','l'), ('ḿ','m'), ('ṁ','m'),
  ('ṃ','m'), ('ṅ','n'), ('ṇ','n'), ('ṉ','n'), ('ṋ','n'), ('ṍ','o'), ('ṏ','o'), ('ṑ','o'), ('ṓ','o'), ('ṕ','p'),
  ('ṗ','p'), ('ṙ','r'), ('ṛ','r'), ('ṝ','r'), ('ṟ','r'), ('ṡ','s'), ('ṣ','s'), ('ṥ','s'), ('ṧ','s'), ('ṩ','s'),
  ('ṫ','t'), ('ṭ','t'), ('ṯ','t'), ('ṱ','t'), ('ṳ','u'), ('ṵ','u'), ('ṷ','u'), ('ṹ','u'), ('ṻ','u'), ('ṽ','v'),
  ('ṿ','v'), ('ẁ','w'), ('ẃ','w'), ('ẅ','w'), ('ẇ','w'), ('ẉ','w'), ('ẋ','x'), ('ẍ','x'), ('ẏ','y'), ('ẑ','z'),
  ('ẓ','z'), ('ẕ','z'), ('ẖ','h'), ('ẗ','t'), ('ẘ','w'), ('ẙ','y'), ('ẚ','a'), ('ẛ','s'), ('ạ','a'), ('ả','a'),
  ('ấ','a'), ('ầ','a'), ('ẩ','a'), ('ẫ','a'), ('ậ','a'), ('ắ','a'), ('ằ','a'), ('ẳ','a'), ('ẵ','a'), ('ặ','a'),
  ('ẹ','e'), ('ẻ','e'), ('ẽ','e'), ('ế','e'), ('ề','e'), ('ể','e'), ('ễ','e'), ('ệ','e'), ('ỉ','i'), ('ị','i'),
  ('ọ','o'), ('ỏ','o'), ('ố','o'), ('ồ','o'), ('ổ','o'), ('ỗ','o'), ('ộ','o'), ('ớ','o'), ('ờ','o'), ('ở','o'),
  ('ỡ','o'), ('ợ','o'), ('ụ','u'), ('ủ','u'), ('ứ','u'), ('ừ','u'), ('ử','u'), ('ữ','u'), ('ự','u'), ('ỳ','y'),
  ('ỵ','y'), ('ỷ','y'), ('ỹ','y'), ('ﬀ','ff'), ('ﬁ','fi'), ('ﬂ','fl'), ('ﬃ','ffi'), ('ﬄ','ffl'), ('ﬅ','st'), ('ﬆ','st'),
  ('０','0'), ('１','1'), ('２','2'), ('３','3'), ('４','4'), ('５','5'), ('６','6'), ('７','7'), ('８','8'), ('９','9'),
  ('ａ','a'), ('ｂ','b'), ('ｃ','c'), ('ｄ','d'), ('ｅ','e'), ('ｆ','f'), ('ｇ','g'), ('ｈ','h'), ('ｉ','i'), ('ｊ','j'),
  ('ｋ','k'), ('ｌ','l'), ('ｍ','m'), ('ｎ','n'), ('ｏ','o'), ('ｐ','p'), ('ｑ','q'), ('ｒ','r'), ('ｓ','s'), ('ｔ','t'),
  ('ｕ','u'), ('ｖ','v'), ('ｗ','w'), ('ｘ','x'), ('ｙ','y'), ('ｚ','z');
--> statement-breakpoint
CREATE TABLE `_slug_rewrites` (`id` integer PRIMARY KEY NOT NULL, `slug` text NOT NULL);
--> statement-breakpoint
INSERT INTO `_slug_rewrites` (`id`, `slug`)
WITH RECURSIVE
  walk(id, rest, slug) AS (
    SELECT `id`, `slug`, '' FROM `products` WHERE `slug` GLOB '*[^a-z0-9-]*'
    UNION ALL
    SELECT id, substr(rest, 2), slug || CASE
      WHEN substr(rest, 1, 1) GLOB '[a-z0-9]' THEN substr(rest, 1, 1)
      WHEN substr(rest, 1, 1) IN ('''', '’', 'ʼ') THEN ''
      ELSE coalesce(
        (SELECT `ascii` FROM `_slug_folds` WHERE `letter` = substr(rest, 1, 1)),
        CASE WHEN slug = '' OR slug LIKE '%-' THEN '' ELSE '-' END
      )
    END
    FROM walk WHERE rest <> ''
  ),
  ascii(id, slug) AS (SELECT id, rtrim(slug, '-') FROM walk WHERE rest = ''),
  bounded(id, slug) AS (
    SELECT id, CASE WHEN length(slug) <= 80 THEN slug ELSE coalesce(
      nullif(rtrim(rtrim(substr(slug, 1, 81), 'abcdefghijklmnopqrstuvwxyz0123456789'), '-'), ''),
      substr(slug, 1, 80)
    ) END
    FROM ascii
  )
SELECT id, CASE WHEN slug = '' THEN 'product-' || id ELSE slug END FROM bounded;
--> statement-breakpoint
UPDATE `products` SET `slug` = (
  SELECT r.slug || CASE
    WHEN EXISTS (SELECT 1 FROM `products` p WHERE p.slug = r.slug AND p.id NOT IN (SELECT id FROM `_slug_rewrites`))
      OR EXISTS (SELECT 1 FROM `_slug_rewrites` o WHERE o.slug = r.slug AND o.id < r.id)
    THEN '-' || r.id ELSE '' END
  FROM `_slug_rewrites` r WHERE r.id = `products`.`id`
)
WHERE `id` IN (SELECT `id` FROM `_slug_rewrites`);
--> statement-breakpoint
DROP TABLE `_slug_rewrites`;
--> statement-breakpoint
DROP TABLE `_slug_folds`;
