import { RangeSet, StateEffect, StateField } from "@codemirror/state";
import { Decoration, type DecorationSet, EditorView, GutterMarker, gutter } from "@codemirror/view";

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

class CommentDot extends GutterMarker {
  override toDOM(): Node {
    const dot = document.createElement("span");
    dot.className = "cm-comment-dot";
    dot.setAttribute("aria-hidden", "true");
    return dot;
  }
}

const dot = new CommentDot();

/** A dot in the margin beside each line where an open comment starts, so a long document shows where they are. */
export const commentGutter = gutter({
  class: "cm-comment-gutter",
  markers: (view) => {
    const starts = new Set<number>();
    const marks = view.state.field(commentMarks);
    for (let cursor = marks.iter(); cursor.value; cursor.next()) starts.add(view.state.doc.lineAt(cursor.from).from);
    return RangeSet.of(
      [...starts].sort((a, b) => a - b).map((from) => dot.range(from)),
      true,
    );
  },
});

export const commentGutterTheme = EditorView.baseTheme({
  ".cm-comment-gutter .cm-gutterElement": { display: "flex", alignItems: "center", padding: "0 3px" },
  ".cm-comment-dot": { width: "8px", height: "8px", borderRadius: "9999px", backgroundColor: "#f59e0b" },
});
