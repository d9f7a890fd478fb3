import type { ComponentType } from "react";
import { i18n } from "../i18n";

/** A lazily loaded page: its code and its catalogs load together, before it renders. */
export function lazyPage(load: () => Promise<ComponentType>, namespaces: string[] = []) {
  return async () => {
    const [Component] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { Component };
  };
}
