// The contact form: a React form that never sends anything. Submitting shows the sent state for
// SENT_STATE_MS and keeps every value; no request leaves the browser (the customer's rule). The
// confirmation leads straight into the one step left: the parent sends the message themselves, by
// WhatsApp or e-mail, with their words written in.
import { Check } from "~/lib/icons";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Consent } from "./Consent";
import { ContactFields } from "./ContactFields";
import { CONTACT_FIELDS, perField, type ContactFormWords } from "./fields";
import { NotLoaded, SendYourself, type PracticeAddresses } from "./ReachUs";
import type { MessageValues } from "./message";
import { CONTACT_FORM_ID } from "~/lib/paths";

export const SENT_STATE_MS = 5_000;

type Values = MessageValues & { acceptTerms: boolean };

const EMPTY: Values = { ...perField(() => ""), acceptTerms: false };

export type ContactFormProps = {
  form: ContactFormWords;
  practice: PracticeAddresses;
  /** The terms' address in the page's language (app/lib/paths.ts). */
  privacyHref: string;
};

export function ContactForm({ form, practice, privacyHref }: ContactFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  // The WhatsApp and e-mail links outlast the 5-second sent state: a parent who reads slowly must
  // not lose them. They go when the form is changed, so they never carry words it no longer shows.
  const [offerSending, setOfferSending] = useState(false);
  // Until React has hydrated, typing would be lost; the fields stay disabled until then.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useFocusWhenBooking(ready);
  const nextStep = useRef<HTMLHeadingElement>(null);
  const sentFlow = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), SENT_STATE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  // The button the parent pressed is now disabled: take them to the step that is left, with the
  // confirmation above it and its two links in view.
  useEffect(() => {
    if (!offerSending || !sent) return;
    nextStep.current?.focus({ preventScroll: true });
    sentFlow.current?.scrollIntoView({ block: "nearest" });
  }, [offerSending, sent]);

  function set<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setOfferSending(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(true);
    setOfferSending(true);
  }

  return (
    <form className="contact-form" onSubmit={onSubmit} aria-labelledby="contact-form-heading">
      <fieldset disabled={!ready}>
        <legend className="visually-hidden">{form.heading}</legend>
        <ContactFields form={form} values={values} set={set} />
        <Consent form={form} checked={values.acceptTerms} set={set} privacyHref={privacyHref} />
        <button
          className={`button button-primary button-block${sent ? " button-sent" : ""}`}
          type="submit"
          disabled={!values.acceptTerms || sent}
        >
          {sent ? (
            <>
              <Check className="icon" aria-hidden="true" />
              {form.sent}
            </>
          ) : (
            form.submit
          )}
        </button>
      </fieldset>
      {!ready && <NotLoaded form={form} practice={practice} />}
      <div className={`sent-flow${offerSending ? " sent-flow-open" : ""}`} ref={sentFlow}>
        <div className="form-status" role="status">
          {sent && <p className="confirmation">{form.confirmation}</p>}
        </div>
        {/* Its own live region: the status above must hold the confirmation text alone. */}
        <div aria-live="polite">
          {offerSending && (
            <SendYourself form={form} practice={practice} values={values} heading={nextStep} />
          )}
        </div>
      </div>
    </form>
  );
}

/**
 * "Book Consultation" leads to /contact#contact-form: once the fields take typing, the first one
 * gets the focus. On arrival only if nothing else has it yet (this script loads after the page, and
 * the parent may have moved on); when the link is followed on this page, always.
 */
function useFocusWhenBooking(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const focus = (always: boolean) => {
      if (window.location.hash !== `#${CONTACT_FORM_ID}`) return;
      const free = document.activeElement === null || document.activeElement === document.body;
      if (always || free) document.getElementById(CONTACT_FIELDS[0].name)?.focus();
    };
    focus(false);
    const onHashChange = () => focus(true);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [ready]);
}
