// Reads a streamed JSON draft as it grows and hands over each element of a top-level array the moment
// its closing brace arrives. Incremental on purpose: re-parsing the whole reply at every token (what
// partial-JSON parsers do) costs O(n²) for a 50-question test; this looks at each character once and
// JSON.parses only finished items.

export type ItemListener = (key: string, index: number, item: unknown) => void;

export interface DraftScanner {
  /** The reply so far (each call extends the previous text). */
  push(soFar: string): void;
}

export function createDraftScanner(onItem: ItemListener): DraftScanner {
  let pos = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  let lastString = '';
  let lastKey = '';
  let arrayKey: string | null = null;
  let itemStart = -1;
  let index = 0;
  return {
    push(text) {
      for (; pos < text.length; pos++) {
        const c = text[pos];
        if (inString) {
          if (escaped) escaped = false;
          else if (c === '\\') escaped = true;
          else if (c === '"') {
            inString = false;
            if (depth === 1) lastString = text.slice(stringStart + 1, pos);
          }
          continue;
        }
        if (c === '"') {
          inString = true;
          stringStart = pos;
        } else if (c === ':' && depth === 1) lastKey = lastString;
        else if (c === '{' || c === '[') {
          depth++;
          if (depth === 2 && c === '[') {
            arrayKey = lastKey;
            index = 0;
          } else if (depth === 3 && c === '{' && arrayKey !== null) itemStart = pos;
        } else if (c === '}' || c === ']') {
          if (depth === 3 && c === '}' && arrayKey !== null && itemStart >= 0) {
            try {
              onItem(arrayKey, index, JSON.parse(text.slice(itemStart, pos + 1)));
            } catch {
              // A malformed item is the validator's business at the end, not the progress display's.
            }
            index++;
            itemStart = -1;
          }
          if (depth === 2 && c === ']') arrayKey = null;
          depth--;
        }
      }
    },
  };
}
