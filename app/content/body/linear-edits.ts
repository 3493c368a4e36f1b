// micromark, the Markdown parser under remark, applies its edits to the list of a document's
// events (tokens) by copying the whole list, every time a quote or a list item ends or a lazy line
// follows one. A body of many short quotes or list items then costs time in the square of its
// size: 1,600 quotes of one line (26 KB) took 1.8 CPU seconds to parse. The same edits, applied
// from the first changed event on, give the same list in time proportional to what follows the
// edit, which is a few events at the end. `test/content-fuzz.test.ts` checks that reading such a
// body takes time in proportion to its size, which fails if micromark stops using this class.
import { EditMap } from "micromark-util-edit-map";
import type { Event } from "micromark-util-types";

/** An edit: at this index, remove so many events and add these. */
type Change = [number, number, Event[]];

/** The fields of micromark's EditMap that its own `consume` reads. */
type Edits = { map: Change[]; index: Map<number, Change> };

/** EditMap's `consume`, copying only the events from the first edit on. */
function consumeFromFirstEdit(this: EditMap, events: Event[]): undefined {
  const { map, index } = this as unknown as Edits;
  if (map.length === 0) return undefined;
  map.sort((a, b) => a[0] - b[0]);
  const first = map[0][0];
  const parts: Event[][] = [];
  let from = first;
  for (const [at, remove, add] of map) {
    parts.push(events.slice(from, at), add);
    from = at + remove;
  }
  parts.push(events.slice(from));
  events.length = first;
  for (const part of parts) for (const event of part) events.push(event);
  map.length = 0;
  index.clear();
  return undefined;
}

EditMap.prototype.consume = consumeFromFirstEdit;
