import { StateEffect, StateField } from "@codemirror/state";
import { Decoration, type DecorationSet, EditorView, WidgetType } from "@codemirror/view";

/** An open suggestion as the editor shows it: its passage struck through, its new text beside it, in one colour. */
export interface SuggestionMark {
  from: number;
  to: number;
  replacement: string;
  color: string;
  author: string;
}

/** The open suggestions, as the room last placed them. */
export const setSuggestionMarks = StateEffect.define<SuggestionMark[]>();

class SuggestedText extends WidgetType {
  constructor(
    readonly text: string,
    readonly color: string,
    readonly author: string,
  ) {
    super();
  }

  override eq(other: SuggestedText): boolean {
    return other.text === this.text && other.color === this.color && other.author === this.author;
  }

  toDOM(): HTMLElement {
    const element = document.createElement("ins");
    element.className = "cm-suggested-insert";
    element.style.color = this.color;
    element.title = this.author;
    element.textContent = this.text;
    return element;
  }
}

function decorationsOf(marks: SuggestionMark[], length: number): DecorationSet {
  const ranges = marks
    .filter((mark) => mark.from <= mark.to && mark.to <= length)
    .flatMap((mark) => {
      const style = `text-decoration-color: ${mark.color}; color: ${mark.color}`;
      const deleted =
        mark.from < mark.to
          ? [
              Decoration.mark({ class: "cm-suggested-delete", attributes: { style, title: mark.author } }).range(
                mark.from,
                mark.to,
              ),
            ]
          : [];
      const inserted = mark.replacement
        ? [
            Decoration.widget({ widget: new SuggestedText(mark.replacement, mark.color, mark.author), side: 1 }).range(
              mark.to,
            ),
          ]
        : [];
      return [...deleted, ...inserted];
    });
  return Decoration.set(ranges, true);
}

/** Shows open suggestions in the text; they move with local edits until the room places them again. */
export const suggestionMarks = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (effect.is(setSuggestionMarks)) next = decorationsOf(effect.value, transaction.state.doc.length);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

export const suggestionTheme = EditorView.baseTheme({
  ".cm-suggested-delete": { textDecorationLine: "line-through", textDecorationThickness: "2px" },
  ".cm-suggested-insert": { textDecoration: "underline", textDecorationThickness: "2px", marginLeft: "1px" },
});
