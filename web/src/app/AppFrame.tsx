import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { AppLayout } from "./layout/AppLayout";

/**
 * The app's shell (sidebar, top bar, breadcrumbs) as a visitor first sees it at a path, with the page itself left
 * empty (`data-page-slot`) for the worker to fill, or holding a page that is the same for every visitor. Prerendered
 * at build time; the app replaces it once it has loaded.
 */
export function AppFrame({ path, basename, page }: { path: string; basename: string; page?: ReactNode }) {
  return (
    <MemoryRouter basename={basename} initialEntries={[`${basename === "/" ? "" : basename}${path}`]}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<div data-page-slot="">{page}</div>} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}
