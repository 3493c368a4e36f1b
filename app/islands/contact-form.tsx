// The contact page's only script: hydrates the form the server rendered, with the props it was
// rendered from, and nothing else on the page. No router, no loader data, no Remix runtime.
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { ContactForm, type ContactFormProps } from "~/components/ContactForm";
import { ISLANDS, propsIdOf } from "./entries";

const container = document.getElementById(ISLANDS.contactForm.id);
const data = document.getElementById(propsIdOf("contactForm"));
if (container && data?.textContent) {
  const props = JSON.parse(data.textContent) as ContactFormProps;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread (a slow phone stays responsive while the form wakes up).
  startTransition(() => {
    hydrateRoot(container, <ContactForm {...props} />);
  });
}
