// The contact form: a React form that never sends anything. Submitting shows the sent state for
// SENT_STATE_MS and keeps every value; no request leaves the browser (the customer's rule). It then
// offers WhatsApp and e-mail links with the message written in, for the parent to send themselves.
import { Check, Mail, MessageCircle } from "~/lib/icons";
import { useEffect, useState, type FormEvent } from "react";
import type { ContactPage } from "~/content/schemas";
import { mailtoHref, messageLines, whatsappHref } from "~/lib/contact-message";
import { paths } from "~/lib/paths";

export const SENT_STATE_MS = 5_000;

type Values = {
  name: string;
  email: string;
  phone: string;
  childAge: string;
  concernType: string;
  message: string;
  acceptTerms: boolean;
};

const EMPTY: Values = {
  name: "",
  email: "",
  phone: "",
  childAge: "",
  concernType: "",
  message: "",
  acceptTerms: false,
};

/** Where the parent can send the message: the practice's WhatsApp number and e-mail address. */
export type PracticeAddresses = { whatsapp: string; email: string };

export type ContactFormProps = { form: ContactPage["form"]; practice: PracticeAddresses };

export function ContactForm({ form, practice }: ContactFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  // The WhatsApp and e-mail links outlast the 5-second sent state: a parent who reads slowly must
  // not lose them. They go when the form is changed, so they never carry words it no longer shows.
  const [offerSending, setOfferSending] = useState(false);
  // Until React has hydrated, typing would be lost; the fields stay disabled until then.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), SENT_STATE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  function set<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setOfferSending(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(true);
    setOfferSending(true);
  }

  const [beforeTerms, afterTerms] = splitOnce(form.consent, form.termsLinkText);
  const { labels } = form;

  return (
    <form className="contact-form" onSubmit={onSubmit} aria-labelledby="contact-form-heading">
      <fieldset disabled={!ready}>
        <legend className="visually-hidden">{form.heading}</legend>
        <div className="field-row">
          <div className="field">
            <label htmlFor="name">
              {labels.name} <span aria-hidden="true">*</span>
            </label>
            <input
              id="name"
              name="name"
              autoComplete="name"
              required
              value={values.name}
              onChange={(event) => set("name", event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="email">
              {labels.email} <span aria-hidden="true">*</span>
            </label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(event) => set("email", event.target.value)}
            />
          </div>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor="phone">{labels.phone}</label>
            <input
              id="phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={(event) => set("phone", event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="childAge">{labels.childAge}</label>
            <input
              id="childAge"
              name="childAge"
              value={values.childAge}
              onChange={(event) => set("childAge", event.target.value)}
            />
          </div>
        </div>
        <div className="field">
          <label htmlFor="concernType">{labels.concernType}</label>
          <select
            id="concernType"
            name="concernType"
            value={values.concernType}
            onChange={(event) => set("concernType", event.target.value)}
          >
            <option value="">{form.concernPlaceholder}</option>
            {form.concernOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="message">{labels.message}</label>
          <textarea
            id="message"
            name="message"
            rows={5}
            value={values.message}
            onChange={(event) => set("message", event.target.value)}
          />
        </div>
        <div className="field-check">
          <input
            id="acceptTerms"
            name="acceptTerms"
            type="checkbox"
            checked={values.acceptTerms}
            onChange={(event) => set("acceptTerms", event.target.checked)}
          />
          <label htmlFor="acceptTerms">
            {beforeTerms}
            {afterTerms !== undefined && (
              <>
                <a href={paths.privacy()}>{form.termsLinkText}</a>
                {afterTerms}
              </>
            )}
          </label>
        </div>
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
      <div className="form-status" role="status">
        {sent && <p className="confirmation">{form.confirmation}</p>}
      </div>
      {/* Its own live region: the status above must hold the confirmation text alone. */}
      <div aria-live="polite">
        {offerSending && <SendYourself form={form} practice={practice} values={values} />}
      </div>
    </form>
  );
}

/** The message written into a WhatsApp and an e-mail link: the parent's own way to send it. */
function SendYourself({
  form,
  practice,
  values,
}: {
  form: ContactPage["form"];
  practice: PracticeAddresses;
  values: Values;
}) {
  const words = form.sendYourself;
  const lines = messageLines(values, { ...form, greeting: words.greeting });
  return (
    <section className="send-yourself" aria-labelledby="send-yourself-heading">
      <h3 id="send-yourself-heading">{words.heading}</h3>
      <p>{words.text}</p>
      <div className="actions">
        <a
          className="button button-secondary"
          href={whatsappHref(practice.whatsapp, lines)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle className="icon" aria-hidden="true" />
          {words.whatsapp}
        </a>
        <a
          className="button button-secondary"
          href={mailtoHref(practice.email, words.emailSubject, lines)}
        >
          <Mail className="icon" aria-hidden="true" />
          {words.email}
        </a>
      </div>
    </section>
  );
}

/** "a X b" split on X → ["a ", " b"]; without X → [text, undefined]. */
function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  if (at === -1) return [text, undefined];
  return [text.slice(0, at), text.slice(at + separator.length)];
}
