// Questions and answers that open on a tap (<details>: no script, works with JavaScript off).
import type { FaqAnswer } from "./faq-answers";
import { keepTogether } from "~/lib/typography";

export function Faq({ items }: { items: FaqAnswer[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <div className="faq-answer">
            <p>{keepTogether(item.text)}</p>
            {item.tags && (
              <ul className="tag-list">
                {item.tags.map((tag) => (
                  <li className="badge" key={tag}>
                    {tag}
                  </li>
                ))}
              </ul>
            )}
            {item.steps && (
              <ol className="steps">
                {item.steps.map((step) => (
                  <li key={step}>{keepTogether(step)}</li>
                ))}
              </ol>
            )}
            {item.facts && item.facts.length > 0 && (
              <dl className="facts fee-list">
                {item.facts.map((fact) => (
                  <div key={fact.term}>
                    <dt>{fact.term}</dt>
                    <dd>{keepTogether(fact.detail)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
