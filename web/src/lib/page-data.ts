import type { QueryClient } from "@tanstack/react-query";
import { PAGE_DATA_ELEMENT_ID, type PageData } from "../../../worker/common/page-data";

/** Puts the answers the worker wrote into the page (worker/common/page-data.ts) into the query cache. */
export function seedQueriesFromPage(queryClient: QueryClient): void {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    for (const [key, answer] of JSON.parse(element.textContent) as PageData) queryClient.setQueryData(key, answer);
  } catch (error) {
    console.warn("The page's data could not be read; the app asks for it instead.", error);
  }
}
