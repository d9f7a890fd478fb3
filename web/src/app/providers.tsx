import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { Toaster } from "../components/Toaster";
import { createQueryClient } from "../lib/query-client";
import { i18n } from "./i18n";

/** The app's providers; the entry passes the query client its routes' loaders fill (tests may leave it out). */
export function Providers({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
