// The milestone checklist. The first page asks the child's age and links to that age's checklist;
// each age has its own page, so a page carries one age's skills, not all 159. With the script, the
// parent answers the skills (Yes / Not yet / Not sure) and sees the "Not yet" and "Not sure" ones
// gathered as things to talk about; everything is kept in this browser only. Without it (and until
// it starts) an age's page is a form to print and fill in by hand. There is no score, no "delay"
// and no colour that means failing.
import { useEffect, useMemo } from "react";
import type { IslandShared } from "~/features/tools/ui/island-words";
import { PrintFoot } from "../ui/ToolActions";
import { toolElementId, ToolFrame } from "../ui/ToolFrame";
import { RadioQuestion, typedBeforeStart } from "~/components/fields";
import { useNotes } from "../ui/useNotes";
import { AgeLinks, OverFive, SourceNote } from "./AgePages";
import { ChosenAge, type ChecklistView } from "./ChosenAge";
import { PaperForm } from "./Skills";
import { LostSkillMessage } from "./TalkAbout";
import { answerChange, childChanges, parseNotes, type MilestoneNotes, type YesNo } from "./notes";
import { showingText, type AfterAnAge, type ChecklistAge, type ChecklistWords } from "./words";

export type ChecklistProps = {
  shared: IslandShared;
  words: ChecklistWords;
  /** Every age's checklist page; only this page's age comes with its items. */
  ages: ChecklistAge[];
  /** This page's age in months; none on the first page, which asks the age. */
  current?: number;
  contactHref: string;
};

const LOST_SKILL = "lost-skill";

export function Checklist({ shared, words, ages, current, contactHref }: ChecklistProps) {
  const notes = useNotes("milestones", shared);
  const child = useMemo(() => notes.doc && parseNotes(notes.doc), [notes.doc]);
  const update = (change: Omit<Partial<MilestoneNotes>, "answers">) =>
    notes.save(childChanges(change));
  // The lost-skill question is on the page before the script starts: an answer given then is kept.
  useEffect(() => {
    const given = typedBeforeStart(document.getElementById(toolElementId("milestones")));
    const lostSkill = given[LOST_SKILL];
    if (lostSkill === "yes" || lostSkill === "no") update({ lostSkill });
    // Once, as the script starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const view: ChecklistView = {
    words,
    // On an age page, from the later file (the first page has them from its props).
    afterAnAge: words.afterAnAge ?? (notes.later?.tools.milestones as AfterAnAge | undefined),
    ages,
    page: ages.find((age) => age.months === current),
    book: shared.bookConsultation,
    contactHref,
  };
  const lostSkill = (
    <LostSkillQuestion view={view} answer={child?.lostSkill} onChange={(v) => update(v)} />
  );
  return (
    <ToolFrame tool="milestones" shared={shared} notes={notes} className="milestones">
      {child ? (
        <ChosenAge
          view={view}
          notes={child}
          update={update}
          answer={(id, value) => notes.save([answerChange(id, value)])}
          lostSkill={lostSkill}
        />
      ) : (
        <Paper view={view} lostSkill={lostSkill} />
      )}
      <SourceNote words={words} />
      {child && (
        <div className="print-only">
          <PrintFoot shared={shared} source={words.attribution} />
        </div>
      )}
    </ToolFrame>
  );
}

/** Has the child lost a skill they had? A "yes" brings the message to contact the practice soon. */
function LostSkillQuestion({
  view: { words, book, contactHref },
  answer,
  onChange,
}: {
  view: ChecklistView;
  answer: YesNo | undefined;
  onChange: (change: { lostSkill: YesNo }) => void;
}) {
  return (
    <>
      <RadioQuestion
        name={LOST_SKILL}
        legend={words.lostSkills.legend}
        options={[
          { id: "yes", label: words.yesNo.yes },
          { id: "no", label: words.yesNo.no },
        ]}
        value={answer ?? ""}
        onChange={(value) => onChange({ lostSkill: value as YesNo })}
        className="no-print"
      />
      {answer === "yes" && <LostSkillMessage words={words} book={book} contactHref={contactHref} />}
    </>
  );
}

/**
 * Without the script: on an age's page, its form to print, then the other ages; on the first
 * page, every age's link. The question about lost skills is on both.
 */
function Paper({ view, lostSkill }: { view: ChecklistView; lostSkill: JSX.Element }) {
  const { words, afterAnAge, ages, page, contactHref } = view;
  if (!page) {
    return (
      <>
        <AgeLinks words={words} ages={ages} />
        {lostSkill}
        {afterAnAge && <OverFive words={afterAnAge} contactHref={contactHref} />}
      </>
    );
  }
  return (
    <>
      <section className="tool-section" aria-labelledby="checklist-heading">
        <h2 id="checklist-heading">{showingText(words, page.months)}</h2>
        <PaperForm words={words} age={page} />
      </section>
      {lostSkill}
      <AgeLinks words={words} ages={ages} current={page.months} />
    </>
  );
}
