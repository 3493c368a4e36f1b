// Articles name a helpline with <Helpline name="…" />, so its number comes from content/site.yaml
// and is changed in one place: a number typed by hand, in the text or as a tel: link, is refused.
import type { Nodes } from "mdast";
import { normalisePhone } from "../../../lib/contact-links";
import type { Helpline } from "../../schemas";
import type { CheckContext } from "./context";

const writeHelplineInstead = (line: Helpline) =>
  `Write <Helpline name="${line.id}" /> instead: it shows the helpline's name and number from content/site.yaml as a tap-to-call link.`;

/** Any helpline number standing alone (not part of a longer number or word). */
function helplineNumberPattern(helplines: Helpline[] | undefined): RegExp | undefined {
  if (!helplines || helplines.length === 0) return undefined;
  const numbers = helplines.map((line) => line.number).join("|");
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${numbers})(?![\\p{L}\\p{N}])`, "gu");
}

/** The check of text for typed helpline numbers, for this body's helplines. */
export function helplineNumberCheck(context: CheckContext) {
  const { options, source, problems } = context;
  const pattern = options.isArticle ? helplineNumberPattern(options.helplines) : undefined;
  return function checkHelplineNumbers(node: Nodes) {
    if (!pattern || !node.position) return;
    const { start, end } = node.position;
    // The text as written (escapes and all), so the column is exact.
    const written = source.text.slice(start.offset, end.offset);
    for (const match of written.matchAll(pattern)) {
      const line = options.helplines!.find((each) => each.number === match[0])!;
      problems.push({
        point: source.at((start.offset ?? 0) + match.index),
        message: `the helpline number ${line.number} is typed by hand. ${writeHelplineInstead(line)}`,
      });
    }
  };
}

/** A tel: link to a helpline's number, in an article. */
export function checkHelplineLink(context: CheckContext, node: Nodes & { url: string }) {
  const { options } = context;
  const phone = /^tel:/i.test(node.url) ? normalisePhone(node.url.slice(4)) : undefined;
  const line = options.isArticle && options.helplines?.find((each) => each.number === phone);
  if (line) {
    context.report(node, `the link to ${node.url} is typed by hand. ${writeHelplineInstead(line)}`);
  }
}
