// One member of the team on the About page.
import type { AboutPage, TeamMember } from "~/content/schemas";
import { PICTURE_SIZES } from "~/lib/pictures";
import { Prose } from "./PageBlocks";
import { Picture } from "./Picture";

/** One person on the About page: who they are, their training and registration, and a short bio. */
export function TeamCard({
  member,
  labels,
}: {
  member: TeamMember & { lang?: string };
  labels: AboutPage["team"]["labels"];
}) {
  return (
    <li className="card team-card" lang={member.lang}>
      <div className="team-card-head">
        {member.photo && (
          <Picture
            className="team-photo"
            src={member.photo}
            set={member.picture}
            alt={member.photoAlt ?? ""}
            sizes={PICTURE_SIZES.team}
            width={80}
            height={80}
          />
        )}
        <div>
          <h3 className="card-title">{member.name}</h3>
          <p className="card-kicker">{member.role}</p>
        </div>
      </div>
      <dl className="facts">
        <div>
          <dt>{labels.qualifications}</dt>
          <dd>{member.qualifications}</dd>
        </div>
        <div>
          <dt>{labels.registration}</dt>
          <dd>{member.registration}</dd>
        </div>
        <div>
          <dt>{labels.languages}</dt>
          <dd>{member.languages.join(", ")}</dd>
        </div>
      </dl>
      <Prose html={member.html} />
    </li>
  );
}
