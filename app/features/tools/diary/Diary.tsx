// The behaviour diary (ABC: what came just before, what the child did, what happened right after).
// Entries are kept in this browser only; the summary counts when things happen and what most often
// comes before and after. It never says why.
import type { IslandShared } from "~/features/tools/ui/island-words";
import type { DiaryLaterWords, DiaryWords } from "./schema";
import { PrintFoot } from "../ui/ToolActions";
import { ToolFrame } from "../ui/ToolFrame";
import { DownloadButton } from "../ui/DownloadButton";
import { DiarySummary, LastEntries } from "./DiarySummary";
import { EntryForm } from "./EntryForm";
import { EntryList } from "./EntryList";
import { diaryCsv, type DiaryEntry } from "./entries";
import { useDiary } from "./useDiary";

export type DiaryProps = { shared: IslandShared; words: DiaryWords };

export function Diary({ shared, words }: DiaryProps) {
  const diary = useDiary(shared, words);
  const { notes, entries } = diary;
  const ready = notes.doc !== null;
  // A copy kept from another tab is the same moment again: the patterns count it once.
  const counted = entries.filter((entry) => !entry.copyOf);
  const later = notes.later?.tools.diary as DiaryLaterWords | undefined;
  return (
    <ToolFrame
      tool="diary"
      shared={shared}
      notes={notes}
      actions={<CsvButton entries={entries} words={words} />}
    >
      <EntryForm
        form={words.form}
        ready={ready}
        draft={diary.draft}
        editing={diary.editing}
        set={diary.set}
        onSubmit={diary.onSubmit}
        onCancel={diary.startNew}
      />
      {ready && (
        <>
          <EntryList
            entries={entries}
            words={words}
            copyNote={later?.copy}
            onEdit={diary.edit}
            onDelete={diary.remove}
          />
          <DiarySummary entries={counted} words={words} />
          <div className="print-only">
            <LastEntries entries={counted} words={words} />
            <PrintFoot shared={shared} />
          </div>
        </>
      )}
    </ToolFrame>
  );
}

/** Every entry as a CSV file for a spreadsheet (the columns are the form's words). */
function CsvButton({ entries, words }: { entries: DiaryEntry[]; words: DiaryWords }) {
  return (
    <DownloadButton
      label={words.csv.button}
      fileName={words.csv.fileName}
      format="csv"
      contents={() => diaryCsv(entries, words.form)}
    />
  );
}
