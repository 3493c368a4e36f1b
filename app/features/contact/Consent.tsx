// The form's consent box: its "Terms & Conditions" link inside the sentence the content writes,
// and a plain line saying what ticking it does.
import type { ContactPage } from "~/content/schemas";

const CONSENT_HINT_ID = "acceptTerms-hint";

/** The consent box, its "Terms & Conditions" link, and a plain line saying what ticking it does. */
export function Consent({
  form,
  checked,
  set,
  privacyHref,
}: {
  form: ContactPage["form"];
  checked: boolean;
  /** The form's setter: ticking the box sets acceptTerms. */
  set: (field: "acceptTerms", checked: boolean) => void;
  privacyHref: string;
}) {
  const [beforeTerms, afterTerms] = splitOnce(form.consent, form.termsLinkText);
  return (
    <div className="field-check">
      <input
        id="acceptTerms"
        name="acceptTerms"
        type="checkbox"
        checked={checked}
        aria-describedby={CONSENT_HINT_ID}
        onChange={(event) => set("acceptTerms", event.target.checked)}
      />
      <label htmlFor="acceptTerms">
        {beforeTerms}
        {afterTerms !== undefined && (
          <>
            <a href={privacyHref}>{form.termsLinkText}</a>
            {afterTerms}
          </>
        )}
      </label>
      <p className="field-hint" id={CONSENT_HINT_ID}>
        {form.consentHint}
      </p>
    </div>
  );
}

/** "a X b" split on X → ["a ", " b"]; without X → [text, undefined]. */
function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  if (at === -1) return [text, undefined];
  return [text.slice(0, at), text.slice(at + separator.length)];
}
