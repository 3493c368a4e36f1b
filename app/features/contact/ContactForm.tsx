// The contact form: a React form that never sends anything. Submitting shows the sent state for
// SENT_STATE_MS and keeps every value; no request leaves the browser (the customer's rule). The
// confirmation leads straight into the one step left: the parent sends the message themselves, by
// WhatsApp or e-mail, with their words written in. The fields come from one table (CONTACT_FIELDS).
import { Check, Mail, MessageCircle, Phone } from "~/lib/icons";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { ContactPage } from "~/content/schemas";
import { CONTACT_FIELDS, perField, type ContactField } from "./fields";
import { messageLines, type MessageValues } from "./message";
import { mailtoHref, telHref, whatsappHref } from "~/lib/format";
import { CONTACT_FORM_ID } from "~/lib/paths";
import { keepTogether } from "~/lib/typography";

export const SENT_STATE_MS = 5_000;

type Values = MessageValues & { acceptTerms: boolean };

const EMPTY: Values = { ...perField(() => ""), acceptTerms: false };

const CONSENT_HINT_ID = "acceptTerms-hint";
const NEXT_STEP_ID = "send-yourself-heading";

/** Where the parent can reach the practice: its phone, WhatsApp number and e-mail address. */
export type PracticeAddresses = { phone: string; whatsapp: string; email: string };

export type ContactFormProps = {
  form: ContactPage["form"];
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

  const fields = (list: readonly ContactField[]) =>
    list.map((field) => (
      <Field key={field.name} field={field} form={form} values={values} set={set} />
    ));

  return (
    <form className="contact-form" onSubmit={onSubmit} aria-labelledby="contact-form-heading">
      <fieldset disabled={!ready}>
        <legend className="visually-hidden">{form.heading}</legend>
        {rowsOf(CONTACT_FIELDS).map((row) =>
          row.length > 1 ? (
            <div className="field-row" key={row[0].name}>
              {fields(row)}
            </div>
          ) : (
            fields(row)
          ),
        )}
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

type Setter = <K extends keyof Values>(field: K, value: Values[K]) => void;

/** One field of the table: its label (with * when required) and its input. */
function Field({
  field,
  form,
  values,
  set,
}: {
  field: ContactField;
  form: ContactPage["form"];
  values: Values;
  set: Setter;
}) {
  const { name, kind, required } = field;
  const common = {
    id: name,
    name,
    value: values[name],
    ...(required ? { required: true } : {}),
  };
  let input: ReactNode;
  if (kind === "select") {
    input = (
      <select {...common} onChange={(event) => set(name, event.target.value)}>
        <option value="">{form.concernPlaceholder}</option>
        {form.concernOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (kind === "textarea") {
    input = <textarea {...common} rows={5} onChange={(event) => set(name, event.target.value)} />;
  } else {
    input = (
      <input
        {...common}
        {...(kind === "text" ? {} : { type: kind })}
        {...("autoComplete" in field ? { autoComplete: field.autoComplete } : {})}
        onChange={(event) => set(name, event.target.value)}
      />
    );
  }
  return (
    <div className="field">
      <label htmlFor={name}>
        {form.labels[name]}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {input}
    </div>
  );
}

/** Half fields two by two, a full field alone. */
function rowsOf(list: readonly ContactField[]): ContactField[][] {
  const rows: ContactField[][] = [];
  for (const field of list) {
    const last = rows[rows.length - 1];
    if (field.half && last?.length === 1 && last[0].half) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

/** The consent box, its "Terms & Conditions" link, and a plain line saying what ticking it does. */
function Consent({
  form,
  checked,
  set,
  privacyHref,
}: {
  form: ContactPage["form"];
  checked: boolean;
  set: Setter;
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

/**
 * In the page's HTML until the form's script has run: a few seconds after the page opens (CSS
 * only, so it works with no script at all) it tells the parent to call or WhatsApp instead.
 */
function NotLoaded({ form, practice }: Omit<ContactFormProps, "privacyHref">) {
  const words = form.notLoaded;
  const greeting = [form.sendYourself.greeting];
  return (
    <div className="form-not-loaded">
      <p>{words.text}</p>
      <div className="actions">
        <a className="button button-secondary" href={telHref(practice.phone)}>
          <Phone className="icon" aria-hidden="true" />
          {words.call}: {keepTogether(practice.phone)}
        </a>
        <WhatsAppLink href={whatsappHref(practice.whatsapp, greeting)} primary={false}>
          {words.whatsapp}
        </WhatsAppLink>
      </div>
    </div>
  );
}

/** The step left after Send Message: WhatsApp and e-mail links with the parent's words in them. */
function SendYourself({
  form,
  practice,
  values,
  heading,
}: {
  form: ContactPage["form"];
  practice: PracticeAddresses;
  values: Values;
  heading: React.RefObject<HTMLHeadingElement>;
}) {
  const words = form.sendYourself;
  const lines = messageLines(values, { ...form, greeting: words.greeting });
  return (
    <section className="send-yourself" aria-labelledby={NEXT_STEP_ID}>
      <h3 id={NEXT_STEP_ID} ref={heading} tabIndex={-1}>
        {words.heading}
      </h3>
      <p>{words.text}</p>
      <div className="actions">
        <WhatsAppLink href={whatsappHref(practice.whatsapp, lines)} primary>
          {words.whatsapp}
        </WhatsAppLink>
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

/** A wa.me link, opened in WhatsApp (a new tab in a desktop browser). */
function WhatsAppLink({
  href,
  primary,
  children,
}: {
  href: string;
  primary: boolean;
  children: ReactNode;
}) {
  return (
    <a
      className={`button ${primary ? "button-primary" : "button-secondary"}`}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <MessageCircle className="icon" aria-hidden="true" />
      {children}
    </a>
  );
}

/** "a X b" split on X → ["a ", " b"]; without X → [text, undefined]. */
function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  if (at === -1) return [text, undefined];
  return [text.slice(0, at), text.slice(at + separator.length)];
}
