import type { AboutPage, TeamMember } from "~/content/schemas";
import { Prose } from "./PageBlocks";

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
          <img
            className="team-photo"
            src={member.photo}
            alt={member.photoAlt}
            width={96}
            height={96}
            loading="lazy"
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
