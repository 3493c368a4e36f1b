// The form's consent box: its "Terms & Conditions" link inside the sentence the content writes,
// and a plain line saying what ticking it does.
import { TickBox } from "~/components/fields/TickBox";
import type { ContactFormWords } from "./fields";

/** The consent box, its "Terms & Conditions" link, and a plain line saying what ticking it does. */
export function Consent({
  form,
  checked,
  set,
  privacyHref,
}: {
  form: ContactFormWords;
  checked: boolean;
  /** The form's setter: ticking the box sets acceptTerms. */
  set: (field: "acceptTerms", checked: boolean) => void;
  privacyHref: string;
}) {
  const [beforeTerms, afterTerms] = splitOnce(form.consent, form.termsLinkText);
  return (
    <TickBox
      id="acceptTerms"
      checked={checked}
      hint={form.consentHint}
      onChange={(ticked) => set("acceptTerms", ticked)}
    >
      {beforeTerms}
      {afterTerms !== undefined && (
        <>
          <a href={privacyHref}>{form.termsLinkText}</a>
          {afterTerms}
        </>
      )}
    </TickBox>
  );
}

/** "a X b" split on X → ["a ", " b"]; without X → [text, undefined]. */
function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  if (at === -1) return [text, undefined];
  return [text.slice(0, at), text.slice(at + separator.length)];
}
