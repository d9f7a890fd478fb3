import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type Column, DataTable } from "./DataTable";

interface Product {
  id: number;
  title: string;
  earnings: string;
  sold: boolean;
}

const rows: Product[] = [
  { id: 1, title: "Caregiver's Guide", earnings: "$1,234,567.89", sold: true },
  { id: 2, title: "Poems", earnings: "$0.00", sold: false },
];

const columns: Column<Product>[] = [
  { header: "Product", rowHeader: true, cell: (row) => row.title },
  { header: "Your earnings", align: "end", className: "tabular-nums", cell: (row) => row.earnings },
  { header: "Actions", actions: true, cell: (row) => row.sold && <button type="button">Refund</button> },
];

function renderTable() {
  render(<DataTable columns={columns} rows={rows} rowKey={(row) => row.id} />);
}

describe("a data table", () => {
  it("is a table from the sm breakpoint up, naming each row, with the actions header for screen readers", () => {
    renderTable();
    const table = screen.getByRole("table");
    expect(table.className.split(" ")).toEqual(expect.arrayContaining(["hidden", "sm:table"]));
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Caregiver's Guide", "Poems"]);
    expect(within(table).getByRole("columnheader", { name: "Actions" }).querySelector(".sr-only")).toBeTruthy();
    expect(within(table).getByRole("cell", { name: "$1,234,567.89" }).className).toContain("text-end");
  });

  it("is a card per row below sm, every value beside its column's header, actions last and unlabelled", () => {
    renderTable();
    const list = screen.getByRole("list");
    expect(list.className).toContain("sm:hidden");
    const [first, second] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    const pairs = (card: HTMLElement) =>
      within(card)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs(first)).toEqual([
      ["Product", "Caregiver's Guide"],
      ["Your earnings", "$1,234,567.89"],
    ]);
    expect(pairs(second)).toEqual([
      ["Product", "Poems"],
      ["Your earnings", "$0.00"],
    ]);
    expect(within(first).getByRole("button", { name: "Refund" }).closest("dl")).toBeNull();
    expect(within(second).queryByRole("button")).toBeNull();
    expect(within(first).queryByText("Actions")).toBeNull();
  });
});
