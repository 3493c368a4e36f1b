// The questions about the child: how old, and for a baby under two, whether born early.
import { NumberSelect, RadioQuestion } from "~/components/fields";
import { MONTHS, WEEKS_EARLY, YEARS, type MilestoneNotes, type YesNo } from "./notes";
import type { ChecklistWords } from "./words";

/** How old the child is; for a baby under two, whether they were born three or more weeks early. */
export function AgeQuestions({
  words,
  notes,
  underTwo,
  onChange,
}: {
  words: ChecklistWords;
  notes: MilestoneNotes;
  underTwo: boolean;
  onChange: (change: Partial<MilestoneNotes>) => void;
}) {
  const yesNo = [
    { id: "yes", label: words.yesNo.yes },
    { id: "no", label: words.yesNo.no },
  ];
  return (
    <>
      <fieldset className="question">
        <legend>{words.age.legend}</legend>
        <div className="field-row">
          <NumberSelect
            id="milestones-years"
            name="years"
            label={words.age.years}
            choices={YEARS}
            value={notes.years}
            onChange={(years) => onChange({ years })}
          />
          <NumberSelect
            id="milestones-months"
            name="months"
            label={words.age.months}
            choices={MONTHS}
            value={notes.months}
            onChange={(months) => onChange({ months })}
          />
        </div>
      </fieldset>
      {underTwo && (
        <RadioQuestion
          name="born-early"
          legend={words.age.bornEarly}
          options={yesNo}
          value={notes.bornEarly ?? ""}
          onChange={(answer) => onChange({ bornEarly: answer as YesNo })}
        />
      )}
      {underTwo && notes.bornEarly === "yes" && (
        <NumberSelect
          id="milestones-weeks-early"
          name="weeksEarly"
          label={words.age.weeksEarly}
          choices={WEEKS_EARLY}
          value={notes.weeksEarly ?? WEEKS_EARLY[0]}
          onChange={(weeksEarly) => onChange({ weeksEarly })}
        />
      )}
    </>
  );
}
