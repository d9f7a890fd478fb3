import { CATEGORY_KEYS, categoryNamed } from "../../schema/marketplace-enums";

/** A product category in the reader's language (the common catalog's `categories.*`); an unknown name as it is. */
export function categoryLabel(t: (key: string) => string, name: string): string {
  const category = categoryNamed(name);
  return category ? t(`common:categories.${CATEGORY_KEYS[category]}`) : name;
}
