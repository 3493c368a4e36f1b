// The ways to reach the practice that the form leads to, outside the form itself: the step left
// after Send Message (the parent sends their words by WhatsApp or e-mail), and, until the form's
// script has run, a call or a WhatsApp message instead.
import type { ReactNode } from "react";
import { Mail, MessageCircle, Phone } from "~/lib/icons";
import { mailtoHref, telHref, whatsappHref } from "~/lib/contact-links";
import { keepTogether } from "~/lib/typography";
import { messageLines, type MessageValues } from "./message";
import type { ContactFormWords } from "./fields";

/** Where the parent can reach the practice: its phone, WhatsApp number and e-mail address. */
export type PracticeAddresses = { phone: string; whatsapp: string; email: string };

export const NEXT_STEP_ID = "send-yourself-heading";

/**
 * In the page's HTML until the form's script has run: a few seconds after the page opens (CSS
 * only, so it works with no script at all) it tells the parent to call or WhatsApp instead.
 */
export function NotLoaded({
  form,
  practice,
}: {
  form: ContactFormWords;
  practice: PracticeAddresses;
}) {
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
export function SendYourself({
  form,
  practice,
  values,
  heading,
}: {
  form: ContactFormWords;
  practice: PracticeAddresses;
  values: MessageValues;
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
