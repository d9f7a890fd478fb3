import { StateEffect, StateField } from "@codemirror/state";
import { Decoration, type DecorationSet, EditorView } from "@codemirror/view";

/** The passages that have open comments, as the room last placed them. */
export const setCommentRanges = StateEffect.define<{ from: number; to: number }[]>();

const mark = Decoration.mark({ class: "cm-comment-anchor" });

/** Marks commented passages in the editor; they move with local edits until the room places them again. */
export const commentMarks = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setCommentRanges)) continue;
      const length = transaction.state.doc.length;
      const ranges = effect.value.filter((range) => range.from < range.to && range.to <= length);
      next = Decoration.set(
        ranges.map((range) => mark.range(range.from, range.to)),
        true,
      );
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

export const commentTheme = EditorView.baseTheme({
  ".cm-comment-anchor": { backgroundColor: "#fef3c7", borderBottom: "2px solid #f59e0b" },
});
