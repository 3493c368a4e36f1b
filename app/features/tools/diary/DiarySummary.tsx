// What the diary shows and prints from its entries: patterns (when, and what comes before and
// after), counted, never interpreted; an entry in words; the last entries for the printed summary.
import type { DiaryWords } from "./schema";
import { counted, fill, formatNumber, intlLocale } from "~/lib/format";
import { formatDay, pageLang } from "../ui/dates";
import { TIMES_OF_DAY, labelOf, summarise, type DiaryEntry } from "./entries";

/** Entries the printed summary lists (with the patterns, it stays within two A4 pages). */
const PRINTED_ENTRIES = 10;

/** Monday to Sunday in the page's language. */
function weekdayNames(lang: string): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(lang), { weekday: "long", timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2024, 0, 1 + day)));
}

export function DiarySummary({ entries, words }: { entries: DiaryEntry[]; words: DiaryWords }) {
  const { summary: text, form } = words;
  const facts = summarise(entries, form);
  return (
    <section className="tool-section diary-summary" aria-labelledby="diary-summary-heading">
      <h2 id="diary-summary-heading">{text.heading}</h2>
      {facts.count === 0 || !facts.from || !facts.to ? (
        <p>{text.empty}</p>
      ) : (
        <Patterns facts={{ ...facts, from: facts.from, to: facts.to }} words={words} />
      )}
    </section>
  );
}

type Facts = ReturnType<typeof summarise> & { from: string; to: string };

/**
 * The patterns of a diary with entries. Its number and date formats are made here, not for an
 * empty diary: a language's first Intl format costs a phone's main thread tens of milliseconds,
 * and a parent's first visit, with no entries, needs none as the diary starts.
 */
function Patterns({ facts, words: { summary: text, form } }: { facts: Facts; words: DiaryWords }) {
  const lang = pageLang();
  const number = new Intl.NumberFormat(intlLocale(lang));
  return (
    <>
      <p className="no-print">{text.intro}</p>
      <p>
        {fill(text.dateRange, { from: formatDay(facts.from, lang), to: formatDay(facts.to, lang) })}{" "}
        {counted(text.count, facts.count, lang)}
        {facts.strength &&
          ` ${fill(text.strengthRange, {
            low: formatNumber(facts.strength.low, lang),
            high: formatNumber(facts.strength.high, lang),
          })}`}
      </p>
      <div className="summary-tables">
        <CountTable
          caption={text.timeOfDay.heading}
          column={text.entriesColumn}
          rows={TIMES_OF_DAY.map((time) => [text.timeOfDay[time], facts.byTime[time]])}
          number={number}
        />
        <CountTable
          caption={text.dayOfWeek}
          column={text.entriesColumn}
          rows={weekdayNames(lang).map((name, day) => [name, facts.byWeekday[day]])}
          number={number}
        />
      </div>
      <div className="summary-lists">
        <TopList
          heading={text.topBefore}
          top={facts.topBefore}
          options={form.before.options}
          number={number}
        />
        <TopList
          heading={text.topAfter}
          top={facts.topAfter}
          options={form.after.options}
          number={number}
        />
      </div>
    </>
  );
}

function CountTable({
  caption,
  column,
  rows,
  number,
}: {
  caption: string;
  column: string;
  rows: [string, number][];
  number: Intl.NumberFormat;
}) {
  return (
    <table className="count-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{column}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, count]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{number.format(count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TopList({
  heading,
  top,
  options,
  number,
}: {
  heading: string;
  top: { id: string; count: number }[];
  options: { id: string; label: string }[];
  number: Intl.NumberFormat;
}) {
  if (top.length === 0) return null;
  return (
    <div>
      <h3>{heading}</h3>
      <ol>
        {top.map(({ id, count }) => (
          <li key={id}>
            {labelOf(options, id)} ({number.format(count)})
          </li>
        ))}
      </ol>
    </div>
  );
}

/** One entry in words: when, where, before, what the child did, after, how long, how strong. */
export function EntryText({
  entry,
  words,
  id,
}: {
  entry: DiaryEntry;
  words: DiaryWords;
  id?: string;
}) {
  const { form } = words;
  const lang = pageLang();
  const rows: [string, string][] = [
    [form.where.legend, entry.where && labelOf(form.where.options, entry.where)],
    [form.before.legend, entry.before && labelOf(form.before.options, entry.before)],
    [form.behaviour.label, entry.behaviour],
    [form.after.legend, entry.after && labelOf(form.after.options, entry.after)],
    [form.duration.legend, entry.duration && labelOf(form.duration.options, entry.duration)],
    [form.strength.legend, entry.strength ? form.strength.levels[entry.strength - 1] : ""],
    [form.note.label, entry.note],
  ];
  return (
    <div id={id}>
      <h3 className="entry-when">
        {formatDay(entry.date, lang, "long")}
        {entry.time && `, ${entry.time}`}
      </h3>
      <dl className="entry-facts">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

/** The newest entries, for the printed summary. */
export function LastEntries({ entries, words }: { entries: DiaryEntry[]; words: DiaryWords }) {
  if (entries.length === 0) return null;
  return (
    <section className="tool-section">
      <h2>{words.summary.lastEntries}</h2>
      <ol className="entry-list entry-list-print">
        {entries.slice(0, PRINTED_ENTRIES).map((entry) => (
          <li key={entry.id} className="entry">
            <EntryText entry={entry} words={words} />
          </li>
        ))}
      </ol>
    </section>
  );
}
