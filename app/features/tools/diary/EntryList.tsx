// The diary's entries on screen, newest first, each with Edit and Delete; a copy kept from
// another tab (the same moment changed in two tabs) says so.
import type { DiaryWords } from "./schema";
import { EntryText } from "./DiarySummary";
import type { DiaryEntry } from "./entries";

export function EntryList({
  entries,
  words,
  copyNote,
  onEdit,
  onDelete,
}: {
  entries: DiaryEntry[];
  words: DiaryWords;
  /** What a copy says of itself (from the later file: undefined until it has loaded). */
  copyNote: string | undefined;
  onEdit: (entry: DiaryEntry) => void;
  onDelete: (id: string) => void;
}) {
  return (
    <section className="tool-section no-print" aria-labelledby="diary-entries-heading">
      <h2 id="diary-entries-heading">{words.entries.heading}</h2>
      {entries.length === 0 ? (
        <p>{words.entries.empty}</p>
      ) : (
        <ol className="entry-list">
          {entries.map((entry) => (
            <li key={entry.id} className="entry">
              {entry.copyOf && copyNote && <p className="entry-copy">{copyNote}</p>}
              <EntryText entry={entry} words={words} id={`entry-${entry.id}`} />
              <div className="actions">
                <button
                  type="button"
                  className="button button-secondary"
                  aria-describedby={`entry-${entry.id}`}
                  onClick={() => onEdit(entry)}
                >
                  {words.entries.edit}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-describedby={`entry-${entry.id}`}
                  onClick={() => onDelete(entry.id)}
                >
                  {words.entries.delete}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
