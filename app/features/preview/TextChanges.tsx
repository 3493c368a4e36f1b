// What changed in the words of one file, under its line on /preview/changes: each changed place
// as a paragraph of its sentences, removed words crossed out (<del>) and added ones underlined
// (<ins>), each preceded by "removed:" or "added:" for those who hear the page rather than see it,
// in the file's own language (the labels in the page's).
import type { TextChange } from "~/lib/word-diff";

type Words = { removedWords: string; addedWords: string; noTextChange: string };

export function TextChanges({
  places,
  lang,
  pageLang,
  words,
}: {
  places: TextChange[];
  /** The file's language, when it is not the page's. */
  lang?: string;
  pageLang: string;
  words: Words;
}) {
  if (places.length === 0) return <p className="review-diff-none">{words.noTextChange}</p>;
  return (
    <ul className="review-diff" lang={lang}>
      {places.map((parts, place) => (
        <li key={place}>
          {parts.map((part, index) => {
            if (!part.change) return <span key={index}>{part.text}</span>;
            const Mark = part.change === "removed" ? "del" : "ins";
            const label = part.change === "removed" ? words.removedWords : words.addedWords;
            return (
              <Mark key={index}>
                <span className="visually-hidden" lang={lang && pageLang}>
                  {label}{" "}
                </span>
                {part.text}
              </Mark>
            );
          })}
        </li>
      ))}
    </ul>
  );
}
